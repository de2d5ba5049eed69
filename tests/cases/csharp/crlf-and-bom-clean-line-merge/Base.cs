namespace Shop;

public enum OrderState
{
    New,
    Paid,
    Shipped,
}

public static class OrderStateText
{
    public static string Describe(OrderState s) => s switch
    {
        OrderState.New => "new",
        OrderState.Paid => "paid",
        _ => "shipped",
    };
}
