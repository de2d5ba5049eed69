using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Logging;

namespace Acme.Api.Controllers;

[ApiController]
[Route("api/[controller]")]
public class ProductsController : ControllerBase
{
    private readonly IProductStore _store;
    private readonly ILogger<ProductsController> _logger;

    public ProductsController(IProductStore store, ILogger<ProductsController> logger)
    {
        _store = store;
        _logger = logger;
    }

    [HttpGet("{id:int}")]
    public async Task<ActionResult<ProductDto>> Get(int id)
    {
        var product = await _store.FindAsync(id);
        return product is null ? NotFound() : ProductDto.From(product);
    }

}
