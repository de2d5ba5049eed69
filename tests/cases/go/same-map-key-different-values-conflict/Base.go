package limits

var Quota = map[string]int{
	"free":  10,
	"pro":   100,
	"team":  500,
}
