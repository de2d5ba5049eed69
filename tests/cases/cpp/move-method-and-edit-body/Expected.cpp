class Timer {
public:
    [[nodiscard]] bool running() const noexcept { return running_; }

    void start() { running_ = true; }

    void stop() { running_ = false; }

private:
    bool running_ = false;
};
