use crate::prelude::*;
use zeta::Thing;

use anyhow::Result;
use rand::Rng;
use rayon::prelude::*;
use std::marker::PhantomData;
use tokio::sync;

pub struct A;
