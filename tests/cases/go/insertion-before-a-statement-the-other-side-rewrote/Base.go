package report

import (
	"sort"
)

type Sale struct {
	Region      string
	AmountCents int64
	Settled     bool
}

// TotalsByRegion sums the sales of each region, largest first.
func TotalsByRegion(sales []Sale) []RegionTotal {
	totals := map[string]int64{}
	for _, sale := range sales {
		region := sale.Region
		if region == "" {
			region = "unknown"
		}
		previous, ok := totals[region]
		if !ok {
			previous = 0
		}
		totals[region] = previous + sale.AmountCents
	}
	return sortedTotals(totals)
}

func sortedTotals(totals map[string]int64) []RegionTotal {
	out := make([]RegionTotal, 0, len(totals))
	for region, total := range totals {
		out = append(out, RegionTotal{Region: region, Cents: total})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Cents > out[j].Cents })
	return out
}
