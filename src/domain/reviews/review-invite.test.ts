import { describe, expect, it } from "vitest";
import { reviewInviteLines, reviewInviteUrl } from "./review-invite";

describe("the review invitation in the step emails", () => {
  it("links the delivered email to the order page's review form", () => {
    const page = "https://shop.test/orders/RF-AAAAAAAA?k=x";
    expect(reviewInviteUrl("delivered", page)).toBe(`${page}#review`);
    expect(reviewInviteLines("delivered", page).join("\n")).toContain(`${page}#review`);
  });

  it("says nothing at any other step", () => {
    for (const step of ["queued", "in_progress", "paused", "cancelled"] as const) {
      expect(reviewInviteLines(step, "https://shop.test/o")).toEqual([]);
    }
  });
});
