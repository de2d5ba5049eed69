pub fn parse_host(s: &str) -> Option<String> {
    if s.is_empty() { None } else { Some(s.to_owned()) }
}

pub fn parse_scheme(s: &str) -> Option<&str> {
    s.split_once("://").map(|(scheme, _)| scheme)
}

pub fn parse_port(s: &str) -> Option<u16> {
    s.trim().parse().ok().filter(|&p| p != 0)
}
