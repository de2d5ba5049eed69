#define BUF_SIZE     8192
#define MAX_CLIENTS  128
#define TIMEOUT_SEC  30
