package status

const (
	Active  = "active"
	Blocked = "blocked"
	Pending = "pending"
	Deleted = "deleted"
)
