namespace Metrics
{
    public interface ICounter
    {
        string Name { get; }
        int Add(long amount);
        void Reset();
    }
}
