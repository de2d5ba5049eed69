describe("connection", () => {
  it("reads options from the dsn", () => {
    log("options");
    log("options are read");
    expect(connect("redis://localhost")).toEqual(expected());
    expect(connect("redis://localhost/queue?serializer=2", 1, 2)).toEqual(expected());
  });

  it("reads a dsn with a trailing slash", () => {
    log("trailing slash");
    log("trailing slash is read");
    expect(connect("redis://localhost/")).toEqual(expected());
    expect(connect("redis://localhost/queue?serializer=2", 1, 2)).toEqual(expected());
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
