class Days
{
    long Count(TimeSpan days)
    {
        return days;
    }

    long Total()
    {
        return 0;
    }
}

class Span
{
    long Count(TimeSpan days)
    {
        return (long)days.TotalDays;
    }
}
