enum class Level {
    Trace = 0,
    Debug = 10,
    Info = 20,
    Warn = 3,
};
