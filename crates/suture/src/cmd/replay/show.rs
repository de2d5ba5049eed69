//! `suture replay --show MERGE PATH`: the three revisions of one replayed file, the
//! committed file, suture's result, and the diff from the committed file to suture's.
//!
//! Owns: that printout. Must not: merge differently from the replay itself (it goes
//! through the same tree merge and `job::merge_like_driver`).

use std::fmt::Write as _;

use anyhow::{anyhow, bail};
use gix::bstr::{BString, ByteSlice};
use similar::TextDiff;

use super::job::{merge_like_driver, stage_name};
use super::outcome::judge;
use super::treemerge::{self, MergeCommit, TreeOutcome};
use crate::cli::MergeFlags;

/// The text of `--show`.
pub fn show(
    repo: &gix::Repository,
    merge_rev: &str,
    path: &str,
    flags: &MergeFlags,
) -> anyhow::Result<String> {
    let id = repo
        .rev_parse_single(merge_rev)
        .map_err(|e| anyhow!("cannot resolve `{merge_rev}`: {e}"))?
        .detach();
    let commit = repo
        .find_object(id)
        .map_err(|e| anyhow!("cannot read `{merge_rev}`: {e}"))?
        .peel_to_commit()
        .map_err(|e| anyhow!("`{merge_rev}` is not a commit: {e}"))?;
    let parents: Vec<_> = commit.parent_ids().map(|p| p.detach()).collect();
    let [ours, theirs] = parents[..] else {
        bail!("`{merge_rev}` has {} parent(s); --show takes a two-parent merge", parents.len());
    };
    let merge = MergeCommit { id: commit.id, parents: [ours, theirs] };
    let unmerged = match treemerge::merge_parents(repo, &merge)? {
        TreeOutcome::NoSingleBase => {
            bail!("the parents of `{merge_rev}` have no single merge base; replay skips it")
        }
        TreeOutcome::Clean => bail!("git merges `{merge_rev}` without conflicts"),
        TreeOutcome::Conflicting(unmerged) => unmerged,
    };
    let wanted = BString::from(path);
    let entry = unmerged.iter().find(|u| u.path == wanted).ok_or_else(|| {
        anyhow!("{path} has no conflict in `{merge_rev}` (run `suture replay --json` to list them)")
    })?;
    let blobs = entry.content_blobs().ok_or_else(|| {
        anyhow!(
            "{path} is not a content conflict ({}): suture does not merge it",
            entry.skip_reason()
        )
    })?;
    let [base, left, right] = treemerge::read_content(repo, blobs)?
        .ok_or_else(|| anyhow!("{path} is binary: suture does not merge it"))?;
    let committed = treemerge::committed_file(repo, merge.id, &wanted)?;
    // Markers name the sides by commit, as git names them by branch; the path alone
    // would label all three alike.
    let short = |id: gix::ObjectId| id.to_hex_with_len(7).to_string();
    let flags = MergeFlags {
        base_name: Some("merge base".into()),
        left_name: Some(format!("{} (first parent)", short(ours))),
        right_name: Some(format!("{} (second parent)", short(theirs))),
        ..flags.clone()
    };
    let (outcome, profile, ms) = merge_like_driver([&base, &left, &right], path, &flags);

    let mut out = String::new();
    for (title, bytes) in
        [("base", &base), ("left (first parent)", &left), ("right (second parent)", &right)]
    {
        section(&mut out, title, bytes);
    }
    match &committed {
        Some(bytes) => section(&mut out, "committed", bytes),
        None => out.push_str("==== committed: no such file in the merge commit\n"),
    }
    section(&mut out, "suture", &outcome.bytes);
    let verdict = judge(outcome.conflicts, &outcome.bytes, committed.as_deref());
    let _ = writeln!(
        out,
        "==== diff committed -> suture ({}, language {}, stage {}, {ms:.1} ms)",
        verdict.as_str(),
        profile.map_or("none", |p| p.name),
        stage_name(outcome.method)
    );
    let committed = committed.unwrap_or_default();
    let (old, new) = (committed.to_str_lossy(), outcome.bytes.to_str_lossy());
    let diff = TextDiff::from_lines(old.as_ref(), new.as_ref());
    let _ = write!(out, "{}", diff.unified_diff().context_radius(3).header("committed", "suture"));
    Ok(out)
}

/// One titled file of the printout.
fn section(out: &mut String, title: &str, bytes: &[u8]) {
    let _ = writeln!(out, "==== {title}");
    out.push_str(&bytes.to_str_lossy());
    if !bytes.ends_with(b"\n") && !bytes.is_empty() {
        out.push('\n');
    }
}
