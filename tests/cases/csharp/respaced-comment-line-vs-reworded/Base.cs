using System;
using System.Collections.Generic;

namespace Inventory
{
    public class StockRoom
    {
        private readonly Dictionary<string, int> _counts = new();

        /// <summary>
        /// Removes items from the shelf  and returns how many are left.
        /// </summary>
        /// <param name="sku">The stock keeping unit of the item.</param>
        /// <param name="quantity">How many items to take.</param>
        public int Take(string sku, int quantity)
        {
            _counts.TryGetValue(sku, out var count);
            count -= quantity;
            _counts[sku] = count;
            return count;
        }

        /// <summary>
        /// Puts items back on the shelf.
        /// </summary>
        public void Restock(string sku, int quantity)
        {
            _counts[sku] = _counts.GetValueOrDefault(sku) + quantity;
        }
    }
}
