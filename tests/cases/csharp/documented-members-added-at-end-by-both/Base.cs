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
    }
}
