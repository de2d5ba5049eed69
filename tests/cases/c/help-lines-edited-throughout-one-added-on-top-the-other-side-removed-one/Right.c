static void usage(void)
{
	fputs("usage: tarpit [options] FILE...\n", stderr);
	fputs("  -v          print each file as it is read\n", stderr);
	exit(2);
}
