int check(struct commit *commit)
{
	int err = 0;

	commit->buffer = skip_prefix(commit->buffer, "tree ");
	if (!commit->buffer)
		return -1;
	return err;
}
