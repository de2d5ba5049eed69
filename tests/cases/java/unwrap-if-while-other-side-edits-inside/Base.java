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
            if (batch.cursor() != null) {
                self.reindex(batch.shard(), batch.cursor(), options.pageSize());
            }
        };

        return task;
    }
}
