#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_options_from_the_dsn() {
        log("options");
        assert_eq!(connect("redis://localhost"), expected());
        assert_eq!(connect("redis://localhost/queue?serializer=2", 1, 2), expected());
    }

    #[test]
    fn reads_a_dsn_with_a_trailing_slash() {
        log("trailing slash");
        assert_eq!(connect("redis://localhost/"), expected());
        assert_eq!(connect("redis://localhost/queue?serializer=2", 1, 2), expected());
    }

    #[test]
    fn keeps_the_rest() {
        log(20);
        log(21);
        log(22);
        log(23);
    }
}
