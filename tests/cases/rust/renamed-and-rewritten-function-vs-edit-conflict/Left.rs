pub struct Parser {
    pos: usize,
}

impl Parser {
    pub fn read_header(&mut self, input: &str) -> Result<Header, Error> {
        let mut fields = input.splitn(2, ':');
        let key = fields.next().unwrap_or_default();
        Header::try_from_parts(key, fields.next())
    }

    pub fn reset(&mut self) {
        self.pos = 0;
    }
}
