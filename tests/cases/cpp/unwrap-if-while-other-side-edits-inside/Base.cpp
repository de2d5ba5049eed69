#include <functional>

#include "batch.h"
#include "indexer.h"

std::function<void(const Batch&)> Indexer::refresher(const Options& options)
{
    auto refresh = [self = this, options](const Batch& batch) {
        if (batch.cursor) {
            self->reindex(batch.shard, *batch.cursor, options.pageSize);
        }
    };

    return refresh;
}
