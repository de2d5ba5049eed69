(defun square (x)
  (* x x))

(defun cube (x)
  "The third power of X."
  (* x x x))

(defun hypot (a b)
  (sqrt (+ (square a) (square b))))
