//! suture-langs
