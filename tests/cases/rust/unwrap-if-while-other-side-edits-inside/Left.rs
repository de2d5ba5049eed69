use crate::index::{Batch, Index};

pub struct Refresher {
    index: Index,
    page_size: usize,
}

impl Refresher {
    pub fn handler(&self) -> impl Fn(&Batch) + '_ {
        move |batch: &Batch| {
            if !batch.is_empty() {
                self.index.reindex(batch.shard(), batch.first_key(), self.page_size);
            }
        }
    }
}
