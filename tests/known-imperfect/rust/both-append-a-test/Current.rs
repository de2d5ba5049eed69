pub fn slugify(title: &str) -> String {
    title
        .split_whitespace()
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join("-")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn joins_words_with_dashes() {
        assert_eq!(slugify("Hello World"), "hello-world");
    }
<<<<<<< left

    #[test]
    fn empty_title_gives_empty_slug() {
        assert_eq!(slugify(""), "");
    }
||||||| base
=======

    #[test]
    fn collapses_repeated_spaces() {
        assert_eq!(slugify("a   b"), "a-b");
    }
>>>>>>> right
}
