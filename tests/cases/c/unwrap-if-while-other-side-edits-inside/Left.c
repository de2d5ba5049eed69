#include <stddef.h>

#include "indexer.h"
#include "shard.h"

void indexer_init(struct indexer *ix, struct index *index, size_t page_size)
{
	ix->index = index;
	ix->page_size = page_size;
}

void indexer_on_batch(struct indexer *ix, const struct batch *batch)
{
	if (batch->cursor != NULL) {
		index_reindex(ix->index, batch->shard, batch->cursor, ix->page_size);
	}
}
