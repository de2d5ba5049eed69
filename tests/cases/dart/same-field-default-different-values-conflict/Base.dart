class RetryPolicy {
  final int maxAttempts;
  final Duration delay;

  const RetryPolicy({this.maxAttempts = 3, this.delay = const Duration(seconds: 1)});
}
