int check(struct commit *commit)
{
	int err = 0;

	if (!commit->buffer)
		return -1;
	return err;
}
