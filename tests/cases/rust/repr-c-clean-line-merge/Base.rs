#[repr(C)]
pub struct Packet {
    pub kind: u8,
    pub len: u16,
    pub payload: [u8; 64],
}

pub fn empty() -> Packet {
    Packet { kind: 0, len: 0, payload: [0; 64] }
}
