#include <stddef.h>

#include "indexer.h"
#include "shard.h"

void indexer_init(struct indexer *self, struct index *index, size_t page_size)
{
	self->index = index;
	self->page_size = page_size;
}

void indexer_on_batch(struct indexer *self, const struct batch *batch)
{
	const struct cursor *cursor = batch->cursor != NULL
		? batch->cursor
		: shard_first_cursor(batch->shard);

	index_reindex(self->index, batch->shard, cursor, self->page_size);
}
