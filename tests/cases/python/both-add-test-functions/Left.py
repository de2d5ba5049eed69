import pytest

from shop.cart import Cart


def test_empty_cart_total_is_zero():
    assert Cart().total() == 0


def test_total_sums_line_items():
    cart = Cart()
    cart.add("apple", price=3, quantity=2)
    assert cart.total() == 6


def test_negative_quantity_is_rejected():
    with pytest.raises(ValueError):
        Cart().add("apple", price=3, quantity=-1)
