class Timer {
public:
    bool running() const { return running_; }

    void start() { running_ = true; }

    void stop() { running_ = false; }

private:
    bool running_ = false;
};
