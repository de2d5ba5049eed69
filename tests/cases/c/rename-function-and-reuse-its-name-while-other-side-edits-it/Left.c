#include <stdlib.h>

static long parse_decimal_count(const char *text)
{
	char *end;
	long value = strtol(text, &end, 10);
	if (*end != '\0')
		return -1;
	return value;
}

static long parse_count(const char *text)
{
	return text[0] == '0' && text[1] == 'x' ? strtol(text + 2, NULL, 16)
						: parse_decimal_count(text);
}

int main(int argc, char **argv)
{
	return argc > 1 ? (int)parse_count(argv[1]) : 0;
}
