struct pager *pager_new(struct item *items, size_t count, const char *path)
{
	struct pager *p = calloc(1, sizeof(*p));
	p->items = items;
	p->path = strcmp(path, "/") ? without_slash(path) : strdup(path);
	p->total = count;
	return p;
}
