def median(xs):
    s = sorted(xs)
    return s[len(s) // 2]


def spread(xs):
    return max(xs) - min(xs)


def mean(xs):
    return sum(xs) / len(xs)
