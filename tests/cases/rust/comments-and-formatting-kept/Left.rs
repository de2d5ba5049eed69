// Tunables. Keep the columns aligned.
pub struct Tuning {
    pub batch:    usize,   // items per flush
    pub linger:   u64,     // ms to wait for a full batch
    pub compress: bool,    // gzip each batch
}

pub const DEFAULT: Tuning = Tuning {
    batch:  512,
    linger: 5,
    compress: false,
};
