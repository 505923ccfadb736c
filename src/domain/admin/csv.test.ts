import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv";

describe("csvCell", () => {
  it("quotes only what RFC 4180 needs quoted, doubling quotes", () => {
    expect(csvCell("Zezima")).toBe("Zezima");
    expect(csvCell("Lovelace, Ada")).toBe('"Lovelace, Ada"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\rhere")).toBe('"cr\rhere"');
  });

  it.each([
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ["+1 555 0100", "'+1 555 0100"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
  ])("puts an apostrophe before a formula: %s", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("writes numbers as they are and null as empty", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(3150)).toBe("3150");
    expect(csvCell(null)).toBe("");
  });
});

describe("csvLine", () => {
  it("joins cells and ends with CRLF", () => {
    expect(csvLine(["a", 1, null, "b,c"])).toBe('a,1,,"b,c"\r\n');
  });
});
