def total(items):
	sum = 0
	for item in items:
		if item is None:
			continue
		sum += item
	return sum


def count(items):
	return len(items)
