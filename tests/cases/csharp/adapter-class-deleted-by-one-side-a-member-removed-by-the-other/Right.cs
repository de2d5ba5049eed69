using System;
using System.Collections.Concurrent;
using System.Threading.Tasks;
using Microsoft.Extensions.Caching.Memory;

namespace Acme.Caching
{
    public interface ICache
    {
        Task<string?> GetAsync(string key);
        Task SetAsync(string key, string value, TimeSpan ttl);
    }

    [Obsolete("Use MemoryCacheAdapter")]
    public sealed class DictionaryCache : ICache
    {
        private readonly ConcurrentDictionary<string, string> _entries = new();

        public Task<string?> GetAsync(string key) =>
            Task.FromResult(_entries.TryGetValue(key, out var value) ? value : null);

        public Task SetAsync(string key, string value, TimeSpan ttl)
        {
            _entries[key] = value;
            return Task.CompletedTask;
        }
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
