import math


class Histogram:
    def __init__(self, label):
        self.label = label
        self.samples = []

    def record(self, millis):
        self.samples.append(millis)

    def summary(self):
<<<<<<< left
||||||| base
        if not self.samples:
            return f"{self.label}: no samples"
=======
        if not self.samples:
            return f"{self.label}: no samples"
        slowest = max(self.samples)
        print(f"{self.label}: slowest {slowest:.1f} ms")
>>>>>>> right
        total = math.fsum(self.samples)
        mean = total / max(len(self.samples), 1)
        return f"{self.label}: mean {mean:.1f} ms"
