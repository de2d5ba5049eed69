class Days
{
<<<<<<< left
    long Count(TimeSpan days)
||||||| base
    long Count(long days)
=======
    [Pure]
    long Count(long days)
>>>>>>> right
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
