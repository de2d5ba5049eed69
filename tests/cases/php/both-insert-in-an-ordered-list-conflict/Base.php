<?php

function checkout(Cart $cart, Payment $payment): Order
{
    $cart->validate();
    $total = $cart->total();
    $payment->charge($total);
    return Order::fromCart($cart);
}
