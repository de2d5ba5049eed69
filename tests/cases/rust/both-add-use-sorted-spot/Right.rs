use crate::prelude::*;
use zeta::Thing;

use anyhow::Result;
use rand::Rng;
use rayon::prelude::*;
use tokio::sync;

pub struct A;
