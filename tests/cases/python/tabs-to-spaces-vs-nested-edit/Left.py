def total(items):
    sum = 0
    for item in items:
        sum += item
    return sum


def count(items):
    return len(items)
