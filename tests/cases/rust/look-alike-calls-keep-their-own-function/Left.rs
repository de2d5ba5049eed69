#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_up_everything() {
        log(0);
        log(1);
        log(2);
        log(3);
        log(4);
        log(5);
        log(55);
        log(6);
        log(7);
        log(8);
        log(9);
    }

    #[test]
    fn reads_options_from_the_dsn() {
        log("options");
        assert_eq!(connect("redis://localhost"), expected());
        assert_eq!(connect("redis://localhost/queue?serializer=3"), expected());
    }

    #[test]
    fn reads_a_dsn_with_a_trailing_slash() {
        log("trailing slash");
        assert_eq!(connect("redis://localhost/"), expected());
        assert_eq!(connect("redis://localhost/queue?serializer=3"), expected());
    }

    #[test]
    fn keeps_the_rest() {
        log(20);
        log(21);
        log(22);
        log(23);
    }
}
