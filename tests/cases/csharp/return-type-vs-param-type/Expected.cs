namespace Metrics
{
    public interface ICounter
    {
        string Name { get; }
        long Add(int amount);
        void Reset();
    }
}
