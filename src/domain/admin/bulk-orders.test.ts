import { describe, expect, it } from "vitest";
import { bulkSummary, decideAssignment, distinctIds, selectionText } from "./bulk-orders";

describe("bulk order actions", () => {
  it("sums up what was done and names every order refused, with its reason", () => {
    expect(
      bulkSummary(
        [
          { id: "a", reference: "RF-AAAAAAAA", ok: true },
          { id: "b", reference: "RF-BBBBBBBB", ok: true },
          {
            id: "c",
            reference: "RF-CCCCCCCC",
            ok: false,
            reason: "An order that is cancelled cannot become delivered.",
          },
          { id: "d", reference: null, ok: false, reason: "There is no order with this id." },
        ],
        "set",
      ),
    ).toBe(
      "2 set, 2 refused: RF-CCCCCCCC: An order that is cancelled cannot become delivered.; an unknown order: There is no order with this id.",
    );
    expect(bulkSummary([{ id: "a", reference: "RF-AAAAAAAA", ok: true }], "assigned")).toBe("1 assigned.");
  });

  it("refuses to give an order to whom it already has, so a repeat changes nothing", () => {
    const emailOf = (id: string) => (id === "op-1" ? "ada@example.com" : undefined);
    expect(decideAssignment(null, "op-1", emailOf)).toEqual({ ok: true });
    expect(decideAssignment("op-1", null, emailOf)).toEqual({ ok: true });
    expect(decideAssignment("op-1", "op-2", emailOf)).toEqual({ ok: true });
    expect(decideAssignment("op-1", "op-1", emailOf)).toEqual({
      ok: false,
      reason: "It is already assigned to ada@example.com.",
    });
    expect(decideAssignment(null, null, emailOf)).toEqual({ ok: false, reason: "It is not assigned." });
  });

  it("counts a selection and keeps each id once", () => {
    expect(selectionText(0)).toBe("None selected");
    expect(selectionText(3)).toBe("3 selected");
    expect(distinctIds(["a", "b", "a"])).toEqual(["a", "b"]);
  });
});
