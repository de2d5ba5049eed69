package config

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

func Load(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()

	values := make(map[string]string)
	scanner := bufio.NewScanner(f)
	for lineNo := 1; scanner.Scan(); lineNo++ {
		key, value, ok := strings.Cut(scanner.Text(), "=")
		if !ok {
			return nil, fmt.Errorf("%s:%d: expected key=value, got %q",
				path, lineNo, scanner.Text())
		}
		values[strings.TrimSpace(key)] = strings.TrimSpace(value)
	}
	return values, scanner.Err()
}
