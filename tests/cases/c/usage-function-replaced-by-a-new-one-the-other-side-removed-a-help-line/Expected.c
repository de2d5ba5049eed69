#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static void print_help(FILE *out, const char *prog)
{
	fprintf(out, "usage: %s [options] FILE...\n", prog);
	fputs("  -h          show this help\n", out);
	fputs("  -v          print each file as it is read\n", out);
	fputs("  -o OUTPUT   write the archive to OUTPUT\n", out);
<<<<<<< left
	fputs("  -z          compress with gzip (deprecated)\n", out);
||||||| base
	fputs("  -z          compress with gzip (deprecated)\n", stderr);
=======
>>>>>>> right
	fputs("  -j JOBS     number of worker threads\n", out);
}

int main(int argc, char **argv)
{
	int opt;

	while ((opt = getopt(argc, argv, "hvo:zj:")) != -1) {
		switch (opt) {
		case 'h': print_help(stdout, argv[0]); return 0;
		case 'v': verbose = 1; break;
		case 'o': output = optarg; break;
		case 'z': compress = 1; break;
		case 'j': jobs = atoi(optarg); break;
		default: print_help(stderr, argv[0]); return 2;
		}
	}
	return run(argv + optind, argc - optind);
}
