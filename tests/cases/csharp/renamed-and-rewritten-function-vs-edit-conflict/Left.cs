namespace Example.Http
{
    public class Parser
    {
        private int pos;

        public IReadOnlyDictionary<string, string> Fields => fields;

        public void Reset()
        {
            pos = 0;
        }
    }
}
