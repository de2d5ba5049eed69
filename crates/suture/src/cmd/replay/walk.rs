//! The walk: the two-parent merge commits reachable from the given revisions, streamed one
//! at a time so memory does not grow with the history.
//!
//! Owns: turning REVS into tips and hidden commits, and the commit walk. Must not: read
//! trees or blobs (the workers do), or decide anything about a merge beyond its parents.

use gix::hash::ObjectId;
use gix::revision::plumbing::Spec;

use super::treemerge::MergeCommit;

/// REVS that cannot be resolved: a usage error.
#[derive(Debug, thiserror::Error)]
#[error("cannot resolve revision `{rev}`: {message}")]
pub struct BadRevision {
    /// The revision as given.
    pub rev: String,
    /// gitoxide's message.
    pub message: String,
}

/// The commits to start from and those whose history to leave out (`A..B`, `^A`).
#[derive(Debug, Default)]
pub struct Tips {
    /// Walk from these.
    pub include: Vec<ObjectId>,
    /// Stop at these and their ancestors.
    pub hide: Vec<ObjectId>,
}

/// Resolves REVS (default `HEAD`): single revisions, `^A`, `A..B` and `A...B`.
pub fn resolve(repo: &gix::Repository, revs: &[String]) -> Result<Tips, BadRevision> {
    let head = ["HEAD".to_owned()];
    let revs = if revs.is_empty() { &head[..] } else { revs };
    let mut tips = Tips::default();
    for rev in revs {
        let bad = |message: String| BadRevision { rev: rev.clone(), message };
        let spec = repo.rev_parse(rev.as_str()).map_err(|e| bad(e.to_string()))?.detach();
        match spec {
            Spec::Include(id) => tips.include.push(id),
            Spec::ExcludeParents(id) => {
                let commit = repo.find_commit(id).map_err(|e| bad(e.to_string()))?;
                tips.hide.extend(commit.parent_ids().map(|p| p.detach()));
                tips.include.push(id);
            }
            Spec::Exclude(id) => tips.hide.push(id),
            Spec::Range { from, to } => {
                tips.include.push(to);
                tips.hide.push(from);
            }
            Spec::Merge { theirs, ours } => {
                tips.include.extend([theirs, ours]);
                let base = repo.merge_base(theirs, ours).map_err(|e| bad(e.to_string()))?;
                tips.hide.extend(base.map(|id| id.detach()));
            }
            Spec::IncludeOnlyParents(id) => {
                let commit = repo.find_commit(id).map_err(|e| bad(e.to_string()))?;
                tips.include.extend(commit.parent_ids().map(|p| p.detach()));
            }
        }
    }
    // A tag or tree given as a revision: only commits can be walked.
    for id in &mut tips.include {
        let object = repo
            .find_object(*id)
            .map_err(|e| BadRevision { rev: id.to_string(), message: e.to_string() })?;
        let commit = object.peel_to_commit().map_err(|e| BadRevision {
            rev: id.to_string(),
            message: format!("not a commit ({e})"),
        })?;
        *id = commit.id;
    }
    Ok(tips)
}

/// One item of the walk: a merge, or the error that ended the walk.
pub type Step = Result<MergeCommit, String>;

/// The two-parent merges reachable from `tips`, newest first. An unreadable commit ends
/// the walk with one `Err` (the history past it cannot be reached).
pub fn merges<'repo>(
    repo: &'repo gix::Repository,
    tips: &Tips,
) -> Result<impl Iterator<Item = Step> + 'repo, String> {
    let walk = repo
        .rev_walk(tips.include.iter().copied())
        .with_hidden(tips.hide.iter().copied())
        .all()
        .map_err(|e| e.to_string())?;
    let mut failed = false;
    Ok(walk.filter_map(move |info| {
        if failed {
            return None;
        }
        match info {
            Err(error) => {
                failed = true;
                Some(Err(error.to_string()))
            }
            Ok(info) => {
                let mut parents = info.parent_ids();
                let first = parents.next()?.detach();
                let second = parents.next()?.detach();
                // Octopus merges: git's replay of them is not a two-way merge.
                if parents.next().is_some() {
                    return None;
                }
                Some(Ok(MergeCommit { id: info.id, parents: [first, second] }))
            }
        }
    }))
}
