from inventory import Stock, render_table


def test_render_table():
    stock = Stock()
    stock.add("apple", 4)
    stock.add("pear", 12)
    assert render_table(stock) == """\
name  qty
<<<<<<< left
apple   3
pear   12
||||||| base
apple 3
pear  12
=======
apple 4
pear  12
>>>>>>> right
"""
