void Sender::run(const Config &config) {
    prepare();
<<<<<<< left
    log("left was here");
||||||| base
=======
    log("right was here");
>>>>>>> right
    int count = config.count();
    send(count, "slow", 20);
    finish();
}
