<?php

function checkout(Cart $cart, Payment $payment): Order
{
    $cart->validate();
    $total = $cart->total();
    $total = $total->withTax(Tax::forRegion($cart->region()));
    $payment->charge($total);
    return Order::fromCart($cart);
}
