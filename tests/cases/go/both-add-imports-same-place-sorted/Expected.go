package main

import (
	"fmt"
	"os"
	"os/signal"
	"strings"
)

func main() {
	fmt.Fprintln(os.Stderr, "starting")
}
