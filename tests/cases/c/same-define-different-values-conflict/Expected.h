<<<<<<< left
#define BUF_SIZE     8192
||||||| base
#define BUF_SIZE     4096
=======
#define BUF_SIZE     16384
>>>>>>> right
#define MAX_CLIENTS  128
#define TIMEOUT_SEC  10
