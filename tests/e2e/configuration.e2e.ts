import { describe, expect, it } from "vitest";
import { runShopServerExpectingExit } from "./support/server";

describe("start-up configuration", () => {
  it("stops the server with a message naming the bad variable", async () => {
    const { code, output } = await runShopServerExpectingExit({ DISCORD_INVITE_URL: "discord.gg/missing-scheme" });
    expect(code).not.toBe(0);
    expect(output).toContain("DISCORD_INVITE_URL");
    expect(output).toContain("must be an absolute http(s) URL");
  });
});
