namespace Shop
{
    public class Cart
    {
        private readonly List<Item> _items = new();

        /// <summary>Adds an item to the cart.</summary>
        public void Add(Item item)
        {
            _items.Add(item);
        }

        /// <summary>Removes every item.</summary>
        public void Clear()
        {
            _items.Clear();
        }

        /// <summary>The number of items in the cart.</summary>
        public int Count()
        {
            return _items.Count;
        }
    }
}
