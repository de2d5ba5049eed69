/// On-disk header; the layout is read by C code.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct PageHeader {
    pub magic: u32,
    pub version: u16,
    pub page_count: u16,
    pub flags: u32,
}

impl PageHeader {
    pub const MAGIC: u32 = 0x5355_5455;
}
