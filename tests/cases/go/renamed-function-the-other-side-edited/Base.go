package http

func parseHeader(line string, out *Header) error {
	colon := strings.IndexByte(line, ':')
	if colon < 0 {
		return errNoColon
	}
	out.Name = line[:colon]
	out.Value = strings.TrimSpace(line[colon+1:])
	return nil
}

func reset(p *Parser) {
	p.pos = 0
}
