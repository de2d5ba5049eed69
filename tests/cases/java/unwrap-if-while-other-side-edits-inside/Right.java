package com.example.search;

import java.util.function.Consumer;

public class ShardIndexer {
    private final Index index;

    public ShardIndexer(Index index) {
        this.index = index;
    }

    public Consumer<Batch> refresher(Options options) {
        final ShardIndexer self = this;
        Consumer<Batch> task = batch -> {
            Cursor cursor = batch.cursor() != null
                    ? batch.cursor()
                    : batch.shard().firstCursor();

            self.reindex(batch.shard(), cursor, options.pageSize());
        };

        return task;
    }
}
