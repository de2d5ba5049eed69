//! `languages`, gitattributes and the Jujutsu invocation.
