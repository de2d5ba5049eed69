use fields::{params::FpParameters, traits::to_vec::ToConstraintField, Field, PrimeField};
use r1cs::{ConstraintSystem, SynthesisError};

fn width() -> usize {
    8
}
