//! The one integration-test binary of `suture`: drives the built binary, alone and as git's
//! merge driver inside real temporary repositories.

mod cli;
mod common;
mod config;
mod demo;
mod diagnostics;
mod driver;
mod fallback;
mod faults;
mod hostile;
mod jj;
mod json;
mod lossless;
mod messages;
mod pipes;
mod replay;
mod security;
mod setup;
