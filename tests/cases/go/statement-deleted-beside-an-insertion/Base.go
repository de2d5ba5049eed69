package fsck

func check(commit *Commit) int {
	err := 0

	if commit.Date == math.MaxInt64 {
		return fail("invalid date")
	}

	if len(commit.Buffer) == 0 {
		return -1
	}
	return err
}
