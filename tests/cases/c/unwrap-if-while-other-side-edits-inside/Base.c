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
	if (batch->cursor != NULL) {
		index_reindex(self->index, batch->shard, batch->cursor, self->page_size);
	}
}
