#define BUF_SIZE     4096
#define MAX_CLIENTS  64
#define TIMEOUT_SEC  30
