use std::time::Duration;

pub struct Histogram {
    samples: Vec<Duration>,
    label: String,
}

impl Histogram {
    pub fn new(label: &str) -> Self {
        Histogram { samples: Vec::new(), label: label.to_owned() }
    }

    pub fn record(&mut self, sample: Duration) {
        self.samples.push(sample);
    }

    pub fn summary(&self) -> Option<String> {
        let count = self.samples.len();
        if count == 0 {
            return None;
        }
        let slowest = self.samples.iter().max().copied().unwrap();
        log::debug!("{}: slowest sample {:?}", self.label, slowest);
        let total: Duration = self.samples.iter().sum();
        let mean = total / count as u32;
        Some(format!("{}: {} samples, mean {:?}", self.label, count, mean))
    }
}
