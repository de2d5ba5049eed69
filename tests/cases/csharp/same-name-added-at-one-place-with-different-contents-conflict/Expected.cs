namespace Shop.Billing;

public class Invoice
{
    public decimal Total { get; private set; }

    public void Add(decimal amount)
    {
        Total += amount;
    }

<<<<<<< left
    public void Reset()
    {
        Total = 0m;
    }
||||||| base
=======
    public void Reset()
    {
        Total = decimal.Zero;
        Lines.Clear();
    }
>>>>>>> right
}
