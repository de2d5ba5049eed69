import os
import sys

LOG_LEVEL = "info"


def main(argv):
    path = argv[1]
    print(os.path.basename(path))
    return 0

CACHE_DIR = "/tmp/cache"
MAX_RETRIES = 3
TIMEOUT = 10
