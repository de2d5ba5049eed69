/// How a build runs.
#[derive(Debug, Clone)]
pub struct BuildOptions {
    /// Number of parallel jobs.
    pub jobs: usize,
    /// Whether to stop at the first failure.
    pub fail_fast: bool,
    /// Extra flags passed to the compiler.
    pub compiler_flags: Vec<String>,
    /// Where build products go.
    #[doc(alias = "out_dir")]
    pub target_dir: PathBuf,
}
