public class RetryOptions
{
    public int MaxAttempts { get; set; } = 10;
    public int DelayMs { get; set; } = 200;
    public bool Jitter { get; set; } = true;
}
