<?php

function checkout(Cart $cart, Payment $payment): Order
{
    $cart->validate();
    $total = $cart->total();
    $total = $total->withDiscount($cart->coupon());
    $payment->charge($total);
    return Order::fromCart($cart);
}
