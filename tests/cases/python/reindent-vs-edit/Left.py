import csv
from dataclasses import dataclass
from pathlib import Path


@dataclass
class Reading:
    sensor: str
    celsius: float


def load_readings(path: Path) -> list[Reading]:
    readings = []
    with path.open(newline="") as fh:
        for row in csv.DictReader(fh):
            value = float(row["celsius"])
            readings.append(Reading(row["sensor"], value))
    return readings


def average(readings: list[Reading]) -> float:
    if not readings:
        return 0.0
    return sum(r.celsius for r in readings) / len(readings)
