namespace Example.Http
{
    public class Parser
    {
        private int pos;

        public IReadOnlyDictionary<string, string?> Headers { get; private set; } = new Dictionary<string, string?>();

        public void Reset()
        {
            pos = 0;
        }
    }
}
