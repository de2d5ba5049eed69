public class Product
{
    /// <summary>Stock keeping unit.</summary>
    [Required]
    public string Sku { get; set; } = "";

    /// <summary>Price in cents.</summary>
    public int   Price { get; set; }

    /// <summary>Shown in the catalogue.</summary>
    [MaxLength(200)]
    public string Title { get; set; } = "";
}
