//! git's side of a replayed merge, in process with gitoxide: the merge base of the two
//! parents, the tree merge `git merge` (ort) would do, and the paths it leaves unmerged,
//! each classified as a content conflict (three text revisions suture can merge) or not.
//!
//! Owns: every read of the object database for one merge. Must not: run suture's cascade,
//! write to the repository (merged blobs go to an in-memory object store) or decide
//! outcomes.

use std::collections::BTreeMap;

use gix::bstr::{BString, ByteSlice};
use gix::hash::ObjectId;
use gix::merge::plumbing::tree::TreatAsUnresolved;
use gix::objs::tree::EntryKind;
use suture_core::text::is_binary;

/// Why a merge or file could not be replayed.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    /// An object could not be read or decoded (missing, corrupt, or truncated history).
    #[error("cannot read {what}: {message}")]
    Read {
        /// What was being read.
        what: String,
        /// gitoxide's message.
        message: String,
    },
    /// gitoxide's tree merge failed.
    #[error("tree merge failed: {0}")]
    TreeMerge(String),
}

/// Turns a gitoxide error into a [`ReplayError::Read`] naming what was read.
pub(super) fn read_error(what: impl std::fmt::Display) -> impl FnOnce(gix::Error) -> ReplayError {
    move |error| ReplayError::Read { what: what.to_string(), message: error.to_string() }
}

/// A two-parent merge commit, as the walk found it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MergeCommit {
    /// The merge commit.
    pub id: ObjectId,
    /// Its first (ours) and second (theirs) parents.
    pub parents: [ObjectId; 2],
}

/// One unmerged path: its index stages 1 (base), 2 (ours) and 3 (theirs).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Unmerged {
    /// The path, as git prints it.
    pub path: BString,
    /// `(kind, blob)` of stages 1, 2 and 3; `None` where the stage is absent.
    pub stages: [Option<(EntryKind, ObjectId)>; 3],
}

impl Unmerged {
    /// The three blobs when this is a content conflict: all three stages present and plain
    /// files (a symbolic link or submodule is not text suture can merge). Binary content is
    /// told apart later, once the blobs are read.
    pub fn content_blobs(&self) -> Option<[ObjectId; 3]> {
        let blob = |stage: &Option<(EntryKind, ObjectId)>| match stage {
            Some((EntryKind::Blob | EntryKind::BlobExecutable, id)) => Some(*id),
            _ => None,
        };
        Some([blob(&self.stages[0])?, blob(&self.stages[1])?, blob(&self.stages[2])?])
    }

    /// The kind of a conflict that is not a content conflict, for the report.
    pub fn skip_reason(&self) -> &'static str {
        match self.stages.each_ref().map(Option::is_some) {
            [false, true, true] => "add/add",
            [true, true, false] | [true, false, true] => "delete/modify",
            [false, true, false] | [false, false, true] => "rename",
            _ => "other",
        }
    }
}

/// What git's tree merge does with one merge commit's parents.
#[derive(Debug)]
pub enum TreeOutcome {
    /// The parents have no merge base, or several (a recursive merge would need a virtual
    /// base, which is not the merge the authors resolved against): not replayed.
    NoSingleBase,
    /// The tree merge is clean.
    Clean,
    /// The unmerged paths, in path order.
    Conflicting(Vec<Unmerged>),
}

/// Merges the trees of `merge`'s parents over their merge base, as `git merge-tree
/// --write-tree` would, and lists the paths left unmerged.
pub fn merge_parents(
    repo: &gix::Repository,
    merge: &MergeCommit,
) -> Result<TreeOutcome, ReplayError> {
    let [ours, theirs] = merge.parents;
    let bases = repo
        .merge_bases_many(ours, &[theirs])
        .map_err(read_error(format_args!("the merge base of {}", merge.id)))?;
    let [base] = bases.as_slice() else { return Ok(TreeOutcome::NoSingleBase) };
    let tree_of = |id: ObjectId| -> Result<ObjectId, ReplayError> {
        let what = format_args!("the tree of commit {id}").to_string();
        let commit = repo.find_commit(id).map_err(read_error(&what))?;
        Ok(commit.tree_id().map_err(read_error(&what))?.detach())
    };
    let (base_tree, ours_tree, theirs_tree) =
        (tree_of(base.detach())?, tree_of(ours)?, tree_of(theirs)?);
    let options = repo
        .tree_merge_options()
        .map_err(|error| ReplayError::TreeMerge(format!("merge options: {error}")))?;
    let labels = gix::merge::blob::builtin_driver::text::Labels {
        ancestor: Some("base".into()),
        current: Some("ours".into()),
        other: Some("theirs".into()),
    };
    let outcome = repo
        .merge_trees(base_tree, ours_tree, theirs_tree, labels, options)
        .map_err(|error| ReplayError::TreeMerge(error.to_string()))?;
    let how = TreatAsUnresolved::git();
    if !outcome.index.has_unmerged_entries(how) {
        return Ok(TreeOutcome::Clean);
    }
    // The index git would write: its stages are the ground truth `git merge-tree
    // --name-only` prints. Only built for conflicting merges, so clean ones (most) never
    // expand their trees.
    let index = outcome
        .index
        .to_index(how, None, &repo.objects, Default::default())
        .map_err(|error| ReplayError::TreeMerge(format!("unmerged index: {error}")))?;
    let mut unmerged: BTreeMap<BString, Unmerged> = BTreeMap::new();
    for entry in index.entries() {
        let slot = match entry.stage() {
            gix::index::entry::Stage::Base => 0,
            gix::index::entry::Stage::Ours => 1,
            gix::index::entry::Stage::Theirs => 2,
            gix::index::entry::Stage::Unconflicted => continue,
        };
        let path = entry.path(&index).to_owned();
        let Some(kind) = entry.mode.to_tree_entry_mode().map(|m| m.kind()) else { continue };
        let record =
            unmerged.entry(path.clone()).or_insert_with(|| Unmerged { path, ..Default::default() });
        record.stages[slot] = Some((kind, entry.id));
    }
    Ok(TreeOutcome::Conflicting(unmerged.into_values().collect()))
}

/// The three revisions of a content conflict, or `None` when one is binary.
pub fn read_content(
    repo: &gix::Repository,
    blobs: [ObjectId; 3],
) -> Result<Option<[Vec<u8>; 3]>, ReplayError> {
    let mut read = Vec::with_capacity(3);
    for id in blobs {
        let mut blob = repo.find_blob(id).map_err(read_error(format_args!("blob {id}")))?;
        read.push(blob.take_data());
    }
    let read: [Vec<u8>; 3] = read.try_into().unwrap_or_default();
    Ok((!read.iter().any(|bytes| is_binary(bytes))).then_some(read))
}

/// The file at `path` in commit `id`, or `None` when the commit has no file there.
pub fn committed_file(
    repo: &gix::Repository,
    id: ObjectId,
    path: &BString,
) -> Result<Option<Vec<u8>>, ReplayError> {
    let what = format_args!("{path} in {id}").to_string();
    let commit = repo.find_commit(id).map_err(read_error(&what))?;
    let tree = commit.tree().map_err(read_error(&what))?;
    let Ok(relative) = path.to_str() else { return Ok(None) };
    let entry = tree.lookup_entry_by_path(relative).map_err(read_error(&what))?;
    let Some(entry) = entry.filter(|e| e.mode().is_blob()) else { return Ok(None) };
    let mut blob = repo.find_blob(entry.object_id()).map_err(read_error(&what))?;
    Ok(Some(blob.take_data()))
}
