//! Documents: Markdown, reStructuredText and patches. Paragraphs, list items and sections are all ordered, so nothing is
//! a set; the structure still narrows conflicts to the block that both sides changed.
//!
//! Only data lives here; the engine interprets it.

use suture_core::profile::LanguageProfile;

/// The document profiles.
pub fn profiles() -> Vec<LanguageProfile> {
    vec![
        // The block grammar: inline markup stays text, merged line by line inside a block.
        LanguageProfile::new(
            "Markdown",
            &["md", "markdown", "mdown", "mkd", "mkdn"],
            tree_sitter_md::LANGUAGE.into(),
        )
        .aliases(&["markdown", "md", "gfm"])
        // A table is one unit: its columns line up by position in every row.
        .atomic(&["pipe_table"]),
        LanguageProfile::new("reStructuredText", &["rst"], tree_sitter_rst::LANGUAGE.into())
            .aliases(&["rst", "restructuredtext"])
            // Its incremental parses vary from run to run on the same edit.
            .without_incremental_parsing(),
        // Patches are read by position: nothing in them is a set.
        LanguageProfile::new("Diff", &["diff", "patch"], tree_sitter_diff::LANGUAGE.into())
            .aliases(&["diff", "patch"]),
    ]
}
