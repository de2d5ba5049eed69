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
		MaxLines: 100000,
	}
}

func (s *Scanner) Scan(path string) ([]string, error) {
	file, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer file.Close()
	var hits []string
	lines := bufio.NewScanner(bufio.NewReaderSize(file, 1<<16))
	for seen := 0; seen < s.MaxLines && lines.Scan(); seen++ {
		if strings.Contains(lines.Text(), s.Pattern) {
			hits = append(hits, lines.Text())
		}
	}
	return hits, lines.Err()
}

// Matches reports whether line holds the pattern.
func (s *Scanner) Matches(line string) bool {
	return strings.Contains(line, s.Pattern)
}
