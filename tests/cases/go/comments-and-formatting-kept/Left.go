package flags

var (
	verbose = false // -v
	// Where to write the report.
	output  = "report.txt" // -o
)
