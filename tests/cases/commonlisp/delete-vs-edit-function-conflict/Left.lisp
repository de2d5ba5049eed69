(defun square (x)
  (* x x))

(defun hypot (a b)
  (sqrt (+ (square a) (square b))))
