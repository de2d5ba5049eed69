#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static void usage(void)
{
	fputs("usage: tarpit [options] FILE...\n", stderr);
	fputs("  -v          print each file as it is read\n", stderr);
	fputs("  -o OUTPUT   write the archive to OUTPUT\n", stderr);
	fputs("  -z          compress with gzip (deprecated)\n", stderr);
	fputs("  -j JOBS     number of worker threads\n", stderr);
	exit(2);
}

int main(int argc, char **argv)
{
	int opt;

	while ((opt = getopt(argc, argv, "vo:zj:")) != -1) {
		switch (opt) {
		case 'v': verbose = 1; break;
		case 'o': output = optarg; break;
		case 'z': compress = 1; break;
		case 'j': jobs = atoi(optarg); break;
		default: usage();
		}
	}
	return run(argv + optind, argc - optind);
}
