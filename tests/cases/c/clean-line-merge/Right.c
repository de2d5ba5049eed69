#include <stdio.h>
#include <stdlib.h>

static int verbose = 0;

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE\n", argv[0]);
        return 1;
    }
    FILE *f = fopen(argv[1], "rb");
    if (!f)
        return 2;
    fclose(f);
    return 0;
}
