enum class Level {
    Trace = 0,
    Debug = 5,
    Info = 2,
    Warn = 30,
};
