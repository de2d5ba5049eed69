struct pager *pager_new(struct item *items, size_t count, const char *path)
{
	struct pager *p = calloc(1, sizeof(*p));
	p->path = strcmp(path, "/") ? without_slash(path) : strdup(path);
	p->items = items;
	p->total = count;
	return p;
}
