(defpackage #:inventory
  (:use #:cl)
  (:export #:make-item
           #:item-price
           #:item-name))

(in-package #:inventory)

(defstruct item name price)
