int check(struct commit *commit)
{
	int err = 0;

	if (commit->date == ULONG_MAX)
		return error("invalid date");

	commit->buffer = skip_prefix(commit->buffer, "tree ");
	if (!commit->buffer)
		return -1;
	return err;
}
