use fields::{Field, FieldParameters, PrimeField, ToConstraintField};
use r1cs::{ConstraintSystem, SynthesisError};
use std::fmt::Debug;

fn width() -> usize {
    8
}
