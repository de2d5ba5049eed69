package main

import (
	"fmt"
	"os"
	"os/signal"
)

func main() {
	fmt.Fprintln(os.Stderr, "starting")
}
