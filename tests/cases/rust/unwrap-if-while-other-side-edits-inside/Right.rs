use crate::index::{Batch, Index, Key};

pub struct Refresher {
    index: Index,
    page_size: usize,
}

impl Refresher {
    pub fn handler(&self) -> Box<dyn Fn(&Batch) + '_> {
        let index = &self.index;
        Box::new(move |batch: &Batch| {
            let start = if !batch.is_empty() { batch.first_key() } else { Key::MIN };

            index.reindex(batch.shard(), start, self.page_size);
        })
    }
}
