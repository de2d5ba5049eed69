from inventory import Stock, render_table


def test_render_table():
    stock = Stock()
    stock.add("apple", 3)
    stock.add("pear", 12)
    assert render_table(stock) == """\
name  qty
apple   3
pear   12
"""
