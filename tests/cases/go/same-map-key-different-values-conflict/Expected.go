package limits

var Quota = map[string]int{
<<<<<<< left
	"free":  20,
||||||| base
	"free":  10,
=======
	"free":  5,
>>>>>>> right
	"pro":   200,
	"team":  1000,
}
