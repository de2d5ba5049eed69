package fsck

func check(commit *Commit) int {
	err := 0

	if len(commit.Buffer) == 0 {
		return -1
	}
	return err
}
