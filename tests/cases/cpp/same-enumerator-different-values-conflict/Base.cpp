enum class Level {
    Trace = 0,
    Debug = 1,
    Info = 2,
    Warn = 3,
};
