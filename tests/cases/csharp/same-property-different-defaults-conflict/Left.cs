public class RetryOptions
{
    public int MaxAttempts { get; set; } = 5;
    public int DelayMs { get; set; } = 500;
    public bool Jitter { get; set; } = false;
}
