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
}
