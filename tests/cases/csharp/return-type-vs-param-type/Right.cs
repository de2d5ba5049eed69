namespace Metrics
{
    public interface ICounter
    {
        string Name { get; }
        int Add(int amount);
        void Reset();
    }
}
