import { describe, expect, it } from "vitest";
import { blockingCheck, CHANGE_OK, combineChecks } from "./change-check";

describe("combineChecks", () => {
  it("is fine when every check is", () => {
    expect(combineChecks([CHANGE_OK, CHANGE_OK])).toEqual(CHANGE_OK);
    expect(combineChecks([])).toEqual(CHANGE_OK);
  });

  it("lets a refusal win over an effect to confirm, joining the refusals", () => {
    expect(
      combineChecks([
        { kind: "confirm", effect: "Half off." },
        { kind: "refused", message: "The price must be at least $0.50." },
        { kind: "refused", message: "The discount must be at most 90 %." },
      ]),
    ).toEqual({ kind: "refused", message: "The price must be at least $0.50. The discount must be at most 90 %." });
  });

  it("joins every effect to confirm", () => {
    expect(combineChecks([CHANGE_OK, { kind: "confirm", effect: "A." }, { kind: "confirm", effect: "B." }])).toEqual({
      kind: "confirm",
      effect: "A. B.",
    });
  });
});

describe("blockingCheck", () => {
  it("lets a confirmed large change through, never a refused one", () => {
    expect(blockingCheck({ kind: "confirm", effect: "A." }, true)).toEqual(CHANGE_OK);
    expect(blockingCheck({ kind: "confirm", effect: "A." }, false)).toEqual({ kind: "confirm", effect: "A." });
    expect(blockingCheck({ kind: "refused", message: "No." }, true)).toEqual({ kind: "refused", message: "No." });
  });
});
