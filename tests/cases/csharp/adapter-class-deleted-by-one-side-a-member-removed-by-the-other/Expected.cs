using System;
using System.Threading.Tasks;
using Microsoft.Extensions.Caching.Memory;

namespace Acme.Caching
{
    public interface ICache
    {
        Task<string?> GetAsync(string key);
        Task SetAsync(string key, string value, TimeSpan ttl);
    }

    public sealed class MemoryCacheAdapter : ICache
    {
        private readonly IMemoryCache _cache;

        public MemoryCacheAdapter(IMemoryCache cache) => _cache = cache;

        public Task<string?> GetAsync(string key) => Task.FromResult(_cache.Get<string?>(key));

        public Task SetAsync(string key, string value, TimeSpan ttl)
        {
            _cache.Set(key, value, ttl);
            return Task.CompletedTask;
        }
    }
}
