package com.example.search

class ShardIndexer(private val index: Index) {
    fun refresher(options: Options): (Batch) -> Unit {
        return { batch ->
            if (batch.cursor != null) {
                reindex(batch.shard, batch.cursor, options.pageSize)
            }
        }
    }
}
