package com.example.search

class ShardIndexer(private val index: Index) {
    fun refresher(options: Options): (Batch) -> Unit {
        return { batch ->
            val cursor = batch.cursor ?: batch.shard.firstCursor()

            reindex(batch.shard, cursor, options.pageSize)
        }
    }
}
