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
<<<<<<< left
		MaxLines: 50000,
||||||| base
		MaxLines: 10000,
=======
		MaxLines: 100000,
>>>>>>> right
	}
}

func (s *Scanner) Scan(path string) ([]string, error) {
	file, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer file.Close()
	hits := make([]string, 0, 64)
	lines := bufio.NewScanner(bufio.NewReaderSize(file, 1<<16))
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

// Matches reports whether line holds the pattern.
func (s *Scanner) Matches(line string) bool {
	return strings.Contains(line, s.Pattern)
}
