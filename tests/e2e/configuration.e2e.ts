import { expect, test } from "./support/fixtures";
import { runShopServerExpectingExit } from "./support/server";

test.describe("start-up configuration", () => {
  test("stops the server with a message naming the bad variable", async () => {
    const { code, output } = await runShopServerExpectingExit({ DISCORD_INVITE_URL: "discord.gg/missing-scheme" });
    expect(code).not.toBe(0);
    expect(output).toContain("DISCORD_INVITE_URL");
    expect(output).toContain("must be an absolute http(s) URL");
  });
});
