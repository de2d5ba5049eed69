pub struct Parser {
    pos: usize,
}

impl Parser {
    pub fn read_header(&mut self, input: &str) -> Result<Header, Error> {
        let line = input.lines().next().ok_or(Error::Empty)?;
        let (name, value) = line.split_once(':').ok_or(Error::NoColon)?;
        self.pos += line.len();
        Ok(Header { name: name.to_string(), value: value.trim().to_string() })
    }

    pub fn reset(&mut self) {
        self.pos = 0;
    }
}
