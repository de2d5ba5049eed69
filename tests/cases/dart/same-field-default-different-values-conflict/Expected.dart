class RetryPolicy {
  final int maxAttempts;
  final Duration delay;

<<<<<<< left
  const RetryPolicy({this.maxAttempts = 5, this.delay = const Duration(seconds: 1)});
||||||| base
  const RetryPolicy({this.maxAttempts = 3, this.delay = const Duration(seconds: 1)});
=======
  const RetryPolicy({this.maxAttempts = 2, this.delay = const Duration(seconds: 1)});
>>>>>>> right
}
