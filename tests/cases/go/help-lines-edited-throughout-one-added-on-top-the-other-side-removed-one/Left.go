package main

func usage(out io.Writer) {
	fmt.Fprintln(out, "usage: tarpit [options] FILE...")
	fmt.Fprintln(out, "  -h          show this help")
	fmt.Fprintln(out, "  -v          print each file as it is read")
	fmt.Fprintln(out, "  -o OUTPUT   write the archive to OUTPUT")
	fmt.Fprintln(out, "  -z          compress with gzip (deprecated)")
	fmt.Fprintln(out, "  -j JOBS     number of worker threads")
}
