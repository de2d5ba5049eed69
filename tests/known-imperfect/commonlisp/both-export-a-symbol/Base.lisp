(defpackage #:inventory
  (:use #:cl)
  (:export #:make-item
           #:item-price))

(in-package #:inventory)

(defstruct item name price)
