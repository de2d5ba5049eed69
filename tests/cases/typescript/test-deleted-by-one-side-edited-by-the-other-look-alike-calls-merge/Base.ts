describe("connection", () => {
  it("sets up everything", () => {
    log(0);
    log(1);
    log(2);
    log(3);
    log(4);
    log(5);
    log(6);
    log(7);
    log(8);
    log(9);
    log(10);
    log(11);
  });

  it("reads options from the dsn", () => {
    log("options");
    log("options are read");
    expect(connect("redis://localhost")).toEqual(expected());
    expect(connect("redis://localhost/queue?serializer=2")).toEqual(expected());
  });

  it("reads a dsn with a trailing slash", () => {
    log("trailing slash");
    log("trailing slash is read");
    expect(connect("redis://localhost/")).toEqual(expected());
    expect(connect("redis://localhost/queue?serializer=2")).toEqual(expected());
  });

  it("keeps the rest", () => {
    log(20);
    log(21);
    log(22);
    log(23);
    log(24);
    log(25);
    log(26);
    log(27);
  });
});
