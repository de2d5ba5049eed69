package limits

var Quota = map[string]int{
	"free":  20,
	"pro":   200,
	"team":  500,
}
