package status

const (
	Active  = "active"
	Blocked = "blocked"
	Deleted = "deleted"
)
