import { test, expect } from "@playwright/test";
import { parseRange } from "../src/range";

test("parses a single number", () => {
  expect(parseRange("7")).toEqual({ from: 7, to: 7 });
});

test("parses a closed range", () => {
  expect(parseRange("3-9")).toEqual({ from: 3, to: 9 });
});

test("rejects a reversed range", () => {
  expect(() => parseRange("9-3")).toThrow(RangeError);
});
