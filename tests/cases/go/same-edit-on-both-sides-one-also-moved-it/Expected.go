package pager

func NewPager(items []Item, path string) *Pager {
	p := &Pager{}
	p.items = items
	p.path = strings.TrimRight(path, "/")
	p.total = len(items)
	return p
}
