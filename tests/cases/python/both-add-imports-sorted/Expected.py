import json
import os
import re
import shutil
import sys

def main():
    print(json.dumps(dict(os.environ)), file=sys.stderr)
