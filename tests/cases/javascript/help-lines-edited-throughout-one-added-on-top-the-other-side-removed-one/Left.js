function usage(out) {
  out.write("usage: tarpit [options] FILE...");
  out.write("  -h          show this help");
  out.write("  -v          print each file as it is read");
  out.write("  -o OUTPUT   write the archive to OUTPUT");
  out.write("  -z          compress with gzip (deprecated)");
  out.write("  -j JOBS     number of worker threads");
}
