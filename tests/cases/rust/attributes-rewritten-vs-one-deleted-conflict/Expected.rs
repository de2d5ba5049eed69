use std::io;

/// Universal parameters.
<<<<<<< left
#[derive(Derivative)]
#[derivative(Default(bound = ""), Clone(bound = ""), Debug(bound = ""))]
||||||| base
#[derive(Derivative)]
#[derivative(Default(bound = ""), Clone(bound = ""), Debug(bound = ""))]
#[derive(CanonicalSerialize, CanonicalDeserialize)]
=======
#[derive(Clone, Debug, Default, CanonicalSerialize, CanonicalDeserialize)]
>>>>>>> right
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
