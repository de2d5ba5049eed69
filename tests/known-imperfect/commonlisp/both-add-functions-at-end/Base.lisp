(in-package #:strings)

(defun blankp (s)
  "True when S holds only whitespace."
  (every (lambda (c) (member c '(#\Space #\Tab #\Newline))) s))
