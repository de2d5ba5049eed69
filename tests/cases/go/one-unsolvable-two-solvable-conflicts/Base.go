package scan

import (
	"bufio"
	"os"
	"strings"
)

type Scanner struct {
	Pattern  string
	MaxLines int
}

func New(pattern string) *Scanner {
	return &Scanner{
		Pattern:  pattern,
		MaxLines: 10000,
	}
}

func (s *Scanner) Scan(path string) ([]string, error) {
	file, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer file.Close()
	var hits []string
	lines := bufio.NewScanner(file)
	for seen := 0; seen < s.MaxLines && lines.Scan(); seen++ {
		if strings.Contains(lines.Text(), s.Pattern) {
			hits = append(hits, lines.Text())
		}
	}
	return hits, lines.Err()
}
