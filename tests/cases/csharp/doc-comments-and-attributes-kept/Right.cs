public class Product
{
    /// <summary>Stock keeping unit.</summary>
    [Required]
    public string Sku { get; set; } = "";

    /// <summary>Price in cents.</summary>
    public int   Price { get; set; }

    /// <summary>Grams, including packaging.</summary>
    public int Weight { get; set; }
}
