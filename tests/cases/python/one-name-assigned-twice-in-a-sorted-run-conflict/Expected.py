def f():
    a = 0
    b = 0
    c = 0
    d = 0
<<<<<<< left
    x = 1
||||||| base
=======
    x = 2
>>>>>>> right
    return a
