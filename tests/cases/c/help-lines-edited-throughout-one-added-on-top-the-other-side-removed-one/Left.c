static void usage(void)
{
	fputs("usage: tarpit [options] FILE...\n", out);
	fputs("  -h          show this help\n", out);
	fputs("  -v          print each file as it is read\n", out);
	fputs("  -z          compress with gzip (deprecated)\n", out);
}
