enum class Level {
    Trace = 0,
<<<<<<< left
    Debug = 10,
||||||| base
    Debug = 1,
=======
    Debug = 5,
>>>>>>> right
    Info = 20,
    Warn = 30,
};
