import pytest

from shop.cart import Cart


def test_empty_cart_total_is_zero():
    assert Cart().total() == 0


def test_total_sums_line_items():
    cart = Cart()
    cart.add("apple", price=3, quantity=2)
    assert cart.total() == 6


def test_remove_drops_the_line():
    cart = Cart()
    cart.add("pear", price=2, quantity=1)
    cart.remove("pear")
    assert cart.total() == 0
