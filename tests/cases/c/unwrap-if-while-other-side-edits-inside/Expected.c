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
	const struct cursor *cursor = batch->cursor != NULL
		? batch->cursor
		: shard_first_cursor(batch->shard);

	index_reindex(ix->index, batch->shard, cursor, ix->page_size);
}
