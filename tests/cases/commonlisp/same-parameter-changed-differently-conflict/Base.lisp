(defparameter *page-size* 20
  "Rows shown per page.")

(defun page (rows n)
  (subseq rows (* n *page-size*)
          (min (length rows) (* (1+ n) *page-size*))))
