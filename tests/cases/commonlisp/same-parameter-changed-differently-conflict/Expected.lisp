<<<<<<< left
(defparameter *page-size* 50
||||||| base
(defparameter *page-size* 20
=======
(defparameter *page-size* 25
>>>>>>> right
  "Rows shown per page.")

(defun page (rows n)
  (subseq rows (* n *page-size*)
          (min (length rows) (* (1+ n) *page-size*))))
