use std::io;

/// Universal parameters.
#[derive(Derivative)]
#[derivative(Default(bound = ""), Clone(bound = ""), Debug(bound = ""))]
pub struct Params<E: Engine> {
    /// Powers of beta, kept on disk.
    pub powers: Arc<RwLock<Powers<E>>>,
    /// The generator.
    pub h: E::G2,
}

impl<E: Engine> Params<E> {
    pub fn max_degree(&self) -> usize {
        self.powers.read().len() - 1
    }
}
