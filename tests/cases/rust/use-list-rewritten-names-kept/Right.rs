use fields::{Field, FieldParameters, PrimeField, ToConstraintField};
use r1cs::ConstraintSystem;
use std::fmt::Debug;

fn width() -> usize {
    8
}
