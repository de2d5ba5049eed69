namespace Metrics
{
    public interface ICounter
    {
        string Name { get; }
        long Add(long amount);
        void Reset();
    }
}
