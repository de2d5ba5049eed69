package com.example.search;

import java.util.function.Consumer;

public class ShardIndexer {
    private final Index index;

    public ShardIndexer(Index index) {
        this.index = index;
    }

    public Consumer<Batch> refresher(Options options) {
        return batch -> {
            Cursor cursor = batch.cursor() != null
                    ? batch.cursor()
                    : batch.shard().firstCursor();

            this.reindex(batch.shard(), cursor, options.pageSize());
        };
    }
}
