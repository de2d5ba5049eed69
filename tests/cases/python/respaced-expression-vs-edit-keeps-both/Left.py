from dataclasses import dataclass


@dataclass
class Line:
    sku: str
    price: float
    qty: int


def invoice_total(lines, tax_rate):
    subtotal = 0.0
    for line in lines:
        subtotal += round(line.price * line.qty, 2)
    tax = round(subtotal * tax_rate, 2)
    return subtotal + tax
