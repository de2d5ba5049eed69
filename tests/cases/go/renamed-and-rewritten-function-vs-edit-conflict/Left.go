package http

func readHeader(line string, out *Header) error {
	return splitHeader(line, out)
}

func reset(p *Parser) {
	p.pos = 0
}
