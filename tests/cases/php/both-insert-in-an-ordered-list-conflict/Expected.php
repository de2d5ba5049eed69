<?php

function checkout(Cart $cart, Payment $payment): Order
{
    $cart->validate();
    $total = $cart->total();
<<<<<<< left
    $total = $total->withDiscount($cart->coupon());
||||||| base
=======
    $total = $total->withTax(Tax::forRegion($cart->region()));
>>>>>>> right
    $payment->charge($total);
    return Order::fromCart($cart);
}
