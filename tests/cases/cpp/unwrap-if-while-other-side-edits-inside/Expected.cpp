#include <functional>

#include "batch.h"
#include "indexer.h"

std::function<void(const Batch&)> Indexer::refresher(const Options& options)
{
    return [this, options](const Batch& batch) {
        const Cursor cursor = batch.cursor
            ? *batch.cursor
            : batch.shard->firstCursor();

        reindex(batch.shard, cursor, options.pageSize);
    };
}
