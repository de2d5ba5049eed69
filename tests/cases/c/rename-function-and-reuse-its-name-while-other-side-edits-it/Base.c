#include <stdlib.h>

static long parse_count(const char *text)
{
	char *end;
	long value = strtol(text, &end, 10);
	if (*end != '\0')
		return -1;
	return value;
}

int main(int argc, char **argv)
{
	return argc > 1 ? (int)parse_count(argv[1]) : 0;
}
