using System;
using System.Collections.Generic;

namespace Shop.Users
{
    public class UserDirectory
    {
        private readonly Dictionary<string, long> _byEmail = new Dictionary<string, long>();
        private readonly Dictionary<long, string> _names = new Dictionary<long, string>();
        private long _lastId;

        public long Register(string email, string name)
        {
            var key = email.Trim().ToLowerInvariant();
            if (_byEmail.ContainsKey(key))
            {
                throw new InvalidOperationException($"already registered: {key}");
            }
            var id = ++_lastId;
            _byEmail[key] = id;
            _names[id] = name;
            return id;
        }
    }
}
