import os
import sys

LOG_LEVEL = "info"
MAX_RETRIES = 3
TIMEOUT = 10


def main(argv):
    path = argv[1]
    print(os.path.basename(path))
    return 0

