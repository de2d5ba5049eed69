use std::io;

/// Universal parameters.
#[derive(Derivative)]
#[derivative(Default(bound = ""), Clone(bound = ""), Debug(bound = ""))]
#[derive(CanonicalSerialize, CanonicalDeserialize)]
pub struct Params<E: Engine> {
    /// Powers of beta.
    pub powers_of_beta: Vec<E::G1>,
    /// The generator.
    pub h: E::G2,
}

impl<E: Engine> Params<E> {
    pub fn max_degree(&self) -> usize {
        self.powers_of_beta.len() - 1
    }
}
