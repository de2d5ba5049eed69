#define BUF_SIZE     16384
#define MAX_CLIENTS  64
#define TIMEOUT_SEC  10
