import argparse
import logging


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="sync-mirror", description="Mirror a bucket to a local directory.")
    parser.add_argument("bucket")
    parser.add_argument("dest")
    parser.add_argument("--dry-run", action="store_true", help="only print what would change")
    return parser


def main(argv=None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO)
    logging.info("mirroring %s into %s", args.bucket, args.dest)
    return 0
