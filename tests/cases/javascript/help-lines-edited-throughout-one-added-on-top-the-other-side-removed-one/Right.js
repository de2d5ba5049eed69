function usage() {
  console.error("usage: tarpit [options] FILE...");
  console.error("  -v          print each file as it is read");
  console.error("  -o OUTPUT   write the archive to OUTPUT");
  console.error("  -j JOBS     number of worker threads");
  process.exit(2);
}
