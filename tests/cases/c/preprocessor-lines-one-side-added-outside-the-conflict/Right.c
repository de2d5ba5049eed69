#include <stdio.h>
#include <string.h>

static const char *const codecs[] = {
    "none",
    "gzip",
    "lz4",
};

static int codec_index(const char *name)
{
    for (size_t i = 0; i < sizeof(codecs) / sizeof(codecs[0]); i++) {
        if (!strcmp(codecs[i], name))
            return (int)i;
    }
    return -1;
}

int compress_file(const char *path, const char *codec)
{
    int index = codec_index(codec);
    if (index < 0)
        return report_error(path, "unknown codec", EINVAL);
    return run_codec(path, index);
}
