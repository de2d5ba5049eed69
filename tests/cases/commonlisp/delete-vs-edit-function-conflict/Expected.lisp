(defun square (x)
  (* x x))

<<<<<<< left
||||||| base
(defun cube (x)
  (* x x x))

=======
(defun cube (x)
  "The third power of X."
  (* x x x))

>>>>>>> right
(defun hypot (a b)
  (sqrt (+ (square a) (square b))))
