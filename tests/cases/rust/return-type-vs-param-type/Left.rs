/// A source of bytes that can be checksummed.
pub trait Digest {
    fn name(&self) -> &str;
    fn checksum(&self, data: &[u8]) -> u64;
    fn reset(&mut self);
}
