namespace Example.Http
{
    public class Parser
    {
        private int pos;

<<<<<<< left
        public IReadOnlyDictionary<string, string> Fields => fields;
||||||| base
        public IReadOnlyDictionary<string, string> Headers { get; private set; } = new Dictionary<string, string>();
=======
        public IReadOnlyDictionary<string, string?> Headers { get; private set; } = new Dictionary<string, string?>();
>>>>>>> right

        public void Reset()
        {
            pos = 0;
        }
    }
}
