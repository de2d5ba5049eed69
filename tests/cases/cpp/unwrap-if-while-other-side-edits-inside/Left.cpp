#include <functional>

#include "batch.h"
#include "indexer.h"

std::function<void(const Batch&)> Indexer::refresher(const Options& options)
{
    return [this, options](const Batch& batch) {
        if (batch.cursor) {
            reindex(batch.shard, *batch.cursor, options.pageSize);
        }
    };
}
