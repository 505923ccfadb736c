import { describe, expect, it } from "vitest";
import { UNOPENED_PREFIX, unopenedUrl } from "@/domain/http/private-links";
import { requestedPathOf, UNSOLD_PREFIX, unsoldPath } from "./unsold-path";

describe("the unsold path", () => {
  it("is the asked path under a prefix no route has, and back", () => {
    expect(unsoldPath("/osrs-quests/dragon-slayer-ii")).toBe(`${UNSOLD_PREFIX}/osrs-quests/dragon-slayer-ii`);
    expect(requestedPathOf(unsoldPath("/fire-cape"))).toBe("/fire-cape");
  });

  it("takes off the prefix of a private link that opens nothing too", () => {
    expect(requestedPathOf(unopenedUrl("/orders/RF-ABCDEFGH"))).toBe("/orders/RF-ABCDEFGH");
    expect(requestedPathOf(`${UNOPENED_PREFIX}/test-payment`)).toBe("/test-payment");
  });

  it("leaves every other path alone, the prefix itself and look-alikes included", () => {
    for (const path of [
      "/osrs-quests/x",
      "/_not-found",
      UNSOLD_PREFIX,
      `${UNSOLD_PREFIX}x/y`,
      "/a/_unsold/b",
      UNOPENED_PREFIX,
    ]) {
      expect(requestedPathOf(path)).toBe(path);
    }
  });
});
