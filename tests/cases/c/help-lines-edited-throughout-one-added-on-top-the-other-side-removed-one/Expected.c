static void usage(void)
{
	fputs("usage: tarpit [options] FILE...\n", out);
	fputs("  -h          show this help\n", out);
	fputs("  -v          print each file as it is read\n", out);
<<<<<<< left
	fputs("  -z          compress with gzip (deprecated)\n", out);
||||||| base
	fputs("  -z          compress with gzip (deprecated)\n", stderr);
	exit(2);
=======
	exit(2);
>>>>>>> right
}
