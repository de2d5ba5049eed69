class Days
{
    [Pure]
    long Count(long days)
    {
        return days;
    }

    long Total()
    {
        return 1;
    }
}

class Span
{
    long Count(TimeSpan days)
    {
        return (long)days.TotalDays;
    }
}
