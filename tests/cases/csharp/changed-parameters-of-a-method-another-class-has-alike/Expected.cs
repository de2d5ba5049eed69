class Days
{
    [Pure]
    long Count(TimeSpan days)
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
