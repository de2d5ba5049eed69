(in-package #:strings)

(defun blankp (s)
  "True when S holds only whitespace."
  (every (lambda (c) (member c '(#\Space #\Tab #\Newline))) s))

<<<<<<< left
(defun starts-with-p (prefix s)
  "True when S begins with PREFIX."
  (and (<= (length prefix) (length s))
       (string= prefix s :end2 (length prefix))))
||||||| base
=======
(defun join (parts separator)
  "Concatenates PARTS with SEPARATOR between them."
  (format nil (concatenate 'string "~{~A~^" separator "~}") parts))
>>>>>>> right
