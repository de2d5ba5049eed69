def to_celsius(f):
    return (f - 32) * 5 / 9


<<<<<<< left
||||||| base
def to_fahrenheit(c):
    return c * 9 / 5 + 32


=======
def to_fahrenheit(c: float) -> float:
    return c * 9 / 5 + 32


>>>>>>> right
def to_kelvin(c):
    return c + 273.15
