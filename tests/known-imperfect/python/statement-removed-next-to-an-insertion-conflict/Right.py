class Histogram:
    def __init__(self, label):
        self.label = label
        self.samples = []

    def record(self, millis):
        self.samples.append(millis)

    def summary(self):
        if not self.samples:
            return f"{self.label}: no samples"
        slowest = max(self.samples)
        print(f"{self.label}: slowest {slowest:.1f} ms")
        total = sum(self.samples)
        mean = total / len(self.samples)
        return f"{self.label}: mean {mean:.1f} ms"
