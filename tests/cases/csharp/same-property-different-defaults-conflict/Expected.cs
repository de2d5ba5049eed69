public class RetryOptions
{
<<<<<<< left
    public int MaxAttempts { get; set; } = 5;
||||||| base
    public int MaxAttempts { get; set; } = 3;
=======
    public int MaxAttempts { get; set; } = 10;
>>>>>>> right
    public int DelayMs { get; set; } = 500;
    public bool Jitter { get; set; } = true;
}
