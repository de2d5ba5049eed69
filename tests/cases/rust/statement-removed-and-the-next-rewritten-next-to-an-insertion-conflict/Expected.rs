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
<<<<<<< left
||||||| base
        if count == 0 {
            return None;
        }
=======
        if count == 0 {
            return None;
        }
        let slowest = self.samples.iter().max().copied().unwrap();
        log::debug!("{}: slowest sample {:?}", self.label, slowest);
>>>>>>> right
        let total = self.samples.iter().fold(Duration::ZERO, |acc, s| acc.saturating_add(*s));
        let mean = total.checked_div(count as u32).unwrap_or_default();
        Some(format!("{}: {} samples, mean {:?}", self.label, count, mean))
    }
}
