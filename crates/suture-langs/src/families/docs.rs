//! Documents: Markdown, reStructuredText and patches. Paragraphs, list items and sections are
//! ordered; the structure narrows conflicts to the block that both sides changed. Table rows
//! are the exception: tables of rules, options or releases grow by rows that each side adds
//! on its own, named by their first cell, and their authors keep them all. Bullets and
//! sections are independent entries: two added at one place are both kept, left's first;
//! numbered items are not.
//!
//! Only data lives here; the engine interprets it.

use suture_core::profile::{CommutativeParent, Condition, LanguageProfile, OrderedList, Signature};

/// The document profiles.
pub fn profiles() -> Vec<LanguageProfile> {
    vec![
        // The block grammar: inline markup stays text, merged line by line inside a block.
        LanguageProfile::new(
            "Markdown",
            &["md", "markdown", "mdown", "mkd", "mkdn"],
            tree_sitter_md::LANGUAGE.into(),
        )
        .indentation_matters()
        .aliases(&["markdown", "md", "gfm"])
        .commutative([
            // Rows are entries; the header and delimiter rows keep their place. A row's
            // cells stay ordered: they line up by position with the header's.
            CommutativeParent::new("pipe_table", "\n").elements(&["pipe_table_row"]),
        ])
        .signatures([
            // The first column names the row (a rule id, an option): two different rows
            // with one name are one row changed two ways.
            Signature::new("pipe_table_row", &[&["@pipe_table_cell"]]),
        ])
        .ordered([
            // A bullet is an entry of its own (a changelog line, a contributor); a
            // numbered list's numbers are its order.
            OrderedList::independent(
                "list",
                &["list_item"],
                "bullets are entries of their own; numbered items are not",
            )
            .unless(Condition::ChildHasChildOfKind { child: "list_item", kind: "list_marker_dot" })
            .unless(Condition::ChildHasChildOfKind {
                child: "list_item",
                kind: "list_marker_parenthesis",
            }),
            // Setext headings (a line underlined with `---`) open no section node: a heading
            // and what follows it up to the next one are a section all the same.
            OrderedList::independent(
                "section",
                &["section"],
                "subsections under one heading are chapters of their own",
            )
            .headed_by(&["setext_heading"]),
            OrderedList::independent(
                "document",
                &["section"],
                "sections are chapters of their own",
            )
            .headed_by(&["setext_heading"]),
        ]),
        // Sections, paragraphs and numbered lists read in order (a `toctree` is the navigation
        // order); bullets are entries of their own.
        LanguageProfile::new("reStructuredText", &["rst"], tree_sitter_rst::LANGUAGE.into())
            .indentation_matters()
            .aliases(&["rst", "restructuredtext"])
            .ordered([
                OrderedList::independent(
                    "bullet_list",
                    &["list_item"],
                    "bullets are entries of their own (a changelog line, a contributor)",
                ),
                // A bullet list whose items stand apart (a line of blanks between them) may
                // parse as one list per bullet: those lists are entries of their own too.
                OrderedList::independent(
                    "body",
                    &["bullet_list"],
                    "bullet lists under an item are entries of their own",
                ),
            ])
            // Its incremental parses vary from run to run on the same edit.
            .without_incremental_parsing(),
        // Patches are read by position: nothing in them is a set.
        LanguageProfile::new("Diff", &["diff", "patch"], tree_sitter_diff::LANGUAGE.into())
            .indentation_matters()
            .aliases(&["diff", "patch"]),
    ]
}
