package flags

var (
	verbose = true  // -v
	// Where to write the report.
	output  = "report.txt" // -o
)
