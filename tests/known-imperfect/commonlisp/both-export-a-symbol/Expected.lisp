(defpackage #:inventory
  (:use #:cl)
  (:export #:make-item
           #:item-price
           #:item-name
           #:total-value))

(in-package #:inventory)

(defstruct item name price)
