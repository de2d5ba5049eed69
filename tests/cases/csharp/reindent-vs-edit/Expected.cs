using System;
using System.Collections.Generic;

namespace Shop.Orders
{
    public class OrderValidator
    {
        private readonly int _maxLines;

        public OrderValidator(int maxLines)
        {
            _maxLines = maxLines;
        }

        public IReadOnlyList<string> Validate(Order order)
        {
            var errors = new List<string>();
            if (order.Lines.Count == 0)
                errors.Add("Order has no lines.");
            if (order.Lines.Count > _maxLines)
                errors.Add($"Order has more than {_maxLines} lines.");
            if (order.ShippingAddress is null)
                errors.Add("Shipping address is missing.");
            if (string.IsNullOrEmpty(order.CustomerId))
                errors.Add("Customer is missing.");
            return errors;
        }
    }
}
