//! The human-readable summary of the profiles: the languages table of the README
//! (`docs/languages.md`), generated from the data so that it cannot drift from it.

use std::fmt::Write as _;

use suture_core::profile::{Condition, LanguageProfile, Stacking};

/// The markdown document listing every language: name, extensions and file names, and
/// what suture merges as a set.
pub fn languages_markdown() -> String {
    let mut out = String::new();
    out.push_str("# Supported languages\n\n");
    out.push_str("<!-- Generated from crates/suture-langs by `SUTURE_BLESS=1 cargo test -p suture-langs --test profiles`; do not edit. -->\n\n");
    let _ = writeln!(
        out,
        "suture knows {} languages. Files of other types are merged line by line, as git does.\n",
        crate::profiles().len()
    );
    out.push_str(
        "\"Merged as sets\" lists the syntax nodes whose children suture may merge without regard \
         to order (additions on both sides are both kept); everything else is merged in order.\n\n",
    );
    out.push_str(
        "\"Both insertions kept\" lists the ordered lists whose items are independent: where \
         both sides insert different items at one place, both are kept, left's first (or each \
         at its sorted place in a sorted run), with the profile's reason. \"Never reordered\" \
         lists the ordered lists whose order is their meaning.\n\n",
    );
    out.push_str(
        "Files are recognised by their whole name first, then by their last extension, \
         ignoring case; `-L` or the `suture.language` attribute name a language explicitly.\n\n",
    );
    out.push_str(
        "| Language | Files | Merged as sets | Both insertions kept | Never reordered |\n\
         | --- | --- | --- | --- | --- |\n",
    );
    for profile in crate::profiles() {
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} | {} |",
            profile.name,
            files(profile),
            sets(profile),
            ordered(profile, Stacking::Independent),
            ordered(profile, Stacking::OrderSensitive),
        );
    }
    out
}

/// The profile's ordered lists of one policy, each with its reason.
fn ordered(profile: &LanguageProfile, stacking: Stacking) -> String {
    let lists: Vec<String> = profile
        .ordered_lists
        .iter()
        .filter(|list| list.stacking == stacking)
        .map(|list| format!("`{}` ({})", list.kind, list.reason.replace('|', "\\|")))
        .collect();
    if lists.is_empty() { "—".to_owned() } else { lists.join("; ") }
}

fn files(profile: &LanguageProfile) -> String {
    let extensions = profile.extensions.iter().map(|e| format!("`*.{e}`"));
    let names = profile.file_names.iter().map(|n| format!("`{n}`"));
    extensions.chain(names).collect::<Vec<_>>().join(", ")
}

fn sets(profile: &LanguageProfile) -> String {
    if profile.commutative_parents.is_empty() {
        return "—".to_owned();
    }
    let parents = profile.commutative_parents.iter().map(|parent| {
        let mut text = format!("`{}`", parent.kind);
        if let Some(elements) = parent.element_kinds {
            let list = elements.iter().map(|e| format!("`{e}`")).collect::<Vec<_>>().join(", ");
            let _ = write!(text, " ({list})");
        }
        let place = parent.unless.iter().find_map(|c| match c {
            Condition::AncestorIsNot { kind, .. } => Some(*kind),
            _ => None,
        });
        if let Some(kind) = place {
            let _ = write!(text, " inside `{kind}` only");
        }
        for c in &parent.unless {
            if let Condition::AncestorLacksChild { contains_any, .. } = c {
                let names: Vec<String> = contains_any.iter().map(|t| format!("`{t}`")).collect();
                let _ = write!(text, " under {} only", names.join(" or "));
            }
        }
        for c in &parent.unless {
            if let Condition::AncestorHasChildWithout { kind, field, .. } = c {
                let _ = write!(text, " when every `{kind}` has a `{field}`");
            }
        }
        let by_attribute = parent.unless.iter().any(|c| {
            !matches!(
                c,
                Condition::AncestorIsNot { .. }
                    | Condition::AncestorLacksChild { .. }
                    | Condition::AncestorHasChildWithout { .. }
            )
        });
        if by_attribute {
            text.push_str(" unless ordered by an attribute");
        }
        text
    });
    parents.collect::<Vec<_>>().join("; ")
}
