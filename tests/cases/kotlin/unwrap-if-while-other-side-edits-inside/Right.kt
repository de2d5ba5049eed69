package com.example.search

class ShardIndexer(private val index: Index) {
    fun refresher(options: Options): (Batch) -> Unit {
        val indexer = this
        val refresh: (Batch) -> Unit = { batch ->
            val cursor = batch.cursor ?: batch.shard.firstCursor()

            indexer.reindex(batch.shard, cursor, options.pageSize)
        }

        return refresh
    }
}
