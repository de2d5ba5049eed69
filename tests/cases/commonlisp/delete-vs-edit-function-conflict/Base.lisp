(defun square (x)
  (* x x))

(defun cube (x)
  (* x x x))

(defun hypot (a b)
  (sqrt (+ (square a) (square b))))
