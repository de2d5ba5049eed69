(defpackage #:inventory
  (:use #:cl)
  (:export #:make-item
           #:item-price
           #:total-value))

(in-package #:inventory)

(defstruct item name price)
