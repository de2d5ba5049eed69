function runTests(app, socket, tests) {
    app.running = true;
}

function stopTests(app) {
    app.running = false;
}
