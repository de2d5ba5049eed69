package limits

var Quota = map[string]int{
	"free":  5,
	"pro":   100,
	"team":  1000,
}
