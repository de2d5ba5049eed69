namespace Shop.Billing;

public class Invoice
{
    public decimal Total { get; private set; }

    public void Add(decimal amount)
    {
        Total += amount;
    }

    public void Reset()
    {
        Total = decimal.Zero;
        Lines.Clear();
    }
}
