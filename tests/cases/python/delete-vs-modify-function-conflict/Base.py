def to_celsius(f):
    return (f - 32) * 5 / 9


def to_fahrenheit(c):
    return c * 9 / 5 + 32


def to_kelvin(c):
    return c + 273.15
