(defpackage #:inventory
  (:use #:cl)
  (:export #:make-item
<<<<<<< left
           #:item-price
           #:item-name))
||||||| base
           #:item-price))
=======
           #:item-price
           #:total-value))
>>>>>>> right

(in-package #:inventory)

(defstruct item name price)
