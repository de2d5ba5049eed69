package state

// Phase is where a job is in its life; the numbers are stored in the database.
type Phase int

const (
	Pending Phase = iota
	Running
	Finished
	Cancelled
)

func (p Phase) String() string {
	switch p {
	case Pending:
		return "pending"
	case Running:
		return "running"
	default:
		return "finished"
	}
}
