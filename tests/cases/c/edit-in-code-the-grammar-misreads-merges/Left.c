#include "cache.h"

static int count_refs(struct string_list *list)
{
	int n = 0;
	struct string_list_item *item;

	for_each_string_list_item(item, &list)
		n += item->util != NULL;
	return n;
}

unsigned callback(long status);

static void report(const char *name)
{
	printf("%s\n", name);
}
