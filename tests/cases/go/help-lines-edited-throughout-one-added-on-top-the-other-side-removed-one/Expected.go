package main

func usage(out io.Writer) {
	fmt.Fprintln(out, "usage: tarpit [options] FILE...")
	fmt.Fprintln(out, "  -h          show this help")
	fmt.Fprintln(out, "  -v          print each file as it is read")
	fmt.Fprintln(out, "  -o OUTPUT   write the archive to OUTPUT")
<<<<<<< left
	fmt.Fprintln(out, "  -z          compress with gzip (deprecated)")
||||||| base
	fmt.Fprintln(os.Stderr, "  -z          compress with gzip (deprecated)")
=======
>>>>>>> right
	fmt.Fprintln(out, "  -j JOBS     number of worker threads")
}
