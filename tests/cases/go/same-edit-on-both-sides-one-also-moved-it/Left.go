package pager

func NewPager(items []Item, path string) *Pager {
	p := &Pager{}
	p.path = strings.TrimRight(path, "/")
	p.items = items
	p.total = len(items)
	return p
}
