class Timer {
public:
    void start() { running_ = true; }

    void stop() { running_ = false; }

    bool running() const { return running_; }

private:
    bool running_ = false;
};
