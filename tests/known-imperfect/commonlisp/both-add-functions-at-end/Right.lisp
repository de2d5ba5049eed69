(in-package #:strings)

(defun blankp (s)
  "True when S holds only whitespace."
  (every (lambda (c) (member c '(#\Space #\Tab #\Newline))) s))

(defun join (parts separator)
  "Concatenates PARTS with SEPARATOR between them."
  (format nil (concatenate 'string "~{~A~^" separator "~}") parts))
