package com.example.search

class ShardIndexer(private val index: Index) {
    fun refresher(options: Options): (Batch) -> Unit {
        val indexer = this
        val refresh: (Batch) -> Unit = { batch ->
            if (batch.cursor != null) {
                indexer.reindex(batch.shard, batch.cursor, options.pageSize)
            }
        }

        return refresh
    }
}
