import { describe, it, expect } from "vitest";
import { slugify } from "../src/slugify.js";

describe("slugify", () => {
  it("lowercases words", () => {
    expect(slugify("Hello World")).toBe("hello-world");
  });

  it("drops punctuation", () => {
    expect(slugify("Hi, there!")).toBe("hi-there");
  });

  it("keeps digits", () => {
    expect(slugify("Route 66")).toBe("route-66");
  });

  it("trims dashes", () => {
    expect(slugify("  -a- ")).toBe("a");
  });
});
