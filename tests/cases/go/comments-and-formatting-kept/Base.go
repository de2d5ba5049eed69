package flags

var (
	verbose = false // -v
	// Where to write the report.
	output  = "-"   // -o
)
