from dataclasses import dataclass


@dataclass
class Line:
    sku: str
    price: float
    qty: int
    discount: float = 0.0


def invoice_total(lines, tax_rate):
    subtotal = 0.0
    for line in lines:
        subtotal += round(line.price*line.qty*(1-line.discount),2)  #round each discounted line,as printed
    tax = round(subtotal*tax_rate,2)
    return subtotal + tax
