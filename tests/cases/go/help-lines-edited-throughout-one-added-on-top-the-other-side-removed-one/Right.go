package main

func usage() {
	fmt.Fprintln(os.Stderr, "usage: tarpit [options] FILE...")
	fmt.Fprintln(os.Stderr, "  -v          print each file as it is read")
	fmt.Fprintln(os.Stderr, "  -o OUTPUT   write the archive to OUTPUT")
	fmt.Fprintln(os.Stderr, "  -j JOBS     number of worker threads")
	os.Exit(2)
}
