class Timer {
public:
    void start() { running_ = true; }

    void stop() { running_ = false; }

    [[nodiscard]] bool running() const noexcept { return running_; }

private:
    bool running_ = false;
};
