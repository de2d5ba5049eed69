using System;

namespace Warehouse.Config
{
    public sealed class PickingOptions
    {
        public int MaxItemsPerTote { get; set; } = 40;

        public bool AllowSplitOrders { get; set; }

        public TimeSpan WaveInterval { get; set; } = TimeSpan.FromMinutes(15);
    }
}
