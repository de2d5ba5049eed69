package com.example.search;

import java.util.function.Consumer;

public class ShardIndexer {
    private final Index index;

    public ShardIndexer(Index index) {
        this.index = index;
    }

    public Consumer<Batch> refresher(Options options) {
        return batch -> {
            if (batch.cursor() != null) {
                this.reindex(batch.shard(), batch.cursor(), options.pageSize());
            }
        };
    }
}
