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
		MaxLines: 50000,
	}
}

func (s *Scanner) Scan(path string) ([]string, error) {
	file, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer file.Close()
	hits := make([]string, 0, 64)
	lines := bufio.NewScanner(file)
	for seen := 0; seen < s.MaxLines && lines.Scan(); seen++ {
		if strings.Contains(lines.Text(), s.Pattern) {
			hits = append(hits, lines.Text())
		}
	}
	return hits, lines.Err()
}

// Reset forgets the pattern.
func (s *Scanner) Reset() {
	s.Pattern = ""
}
