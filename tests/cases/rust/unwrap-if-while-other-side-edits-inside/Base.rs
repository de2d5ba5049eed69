use crate::index::{Batch, Index};

pub struct Refresher {
    index: Index,
    page_size: usize,
}

impl Refresher {
    pub fn handler(&self) -> Box<dyn Fn(&Batch) + '_> {
        let index = &self.index;
        Box::new(move |batch: &Batch| {
            if !batch.is_empty() {
                index.reindex(batch.shard(), batch.first_key(), self.page_size);
            }
        })
    }
}
