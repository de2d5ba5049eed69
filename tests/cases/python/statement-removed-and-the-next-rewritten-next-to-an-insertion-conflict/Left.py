import math


class Histogram:
    def __init__(self, label):
        self.label = label
        self.samples = []

    def record(self, millis):
        self.samples.append(millis)

    def summary(self):
        total = math.fsum(self.samples)
        mean = total / max(len(self.samples), 1)
        return f"{self.label}: mean {mean:.1f} ms"
