use std::fs;
use std::io;
use std::path::{Path, PathBuf};

pub struct Cache {
    root: PathBuf,
    max_entries: usize,
}

impl Cache {
    pub fn open(root: &Path) -> io::Result<Self> {
        fs::create_dir_all(root)?;
        Ok(Cache { root: root.to_path_buf(), max_entries: 1024 })
    }

    pub fn entry_path(&self, key: &str) -> PathBuf {
<<<<<<< left
        let file_name = format!("{}.cache", key.replace('/', "_"));
||||||| base
        let file_name = format!("{}.bin", key);
=======
        let file_name = format!("{:016x}.bin", fxhash::hash64(key));
>>>>>>> right
        self.root.join(file_name)
    }

    pub fn store(&self, key: &str, data: &[u8]) -> io::Result<()> {
        let path = self.entry_path(key);
        fs::write(path, data)
    }

    pub fn load(&self, key: &str) -> io::Result<Vec<u8>> {
        fs::read(self.entry_path(key)).map_err(|e| io::Error::new(e.kind(), format!("{key}: {e}")))
    }
}
