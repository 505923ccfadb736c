import { describe, expect, it, vi } from "vitest";
import { withEnv } from "../support/env";

describe("GET /discord", () => {
  it("redirects (302) to the default invite", async () => {
    const { GET } = await import("@/app/discord/route");
    const response = GET();
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("https://discord.gg/runeforge");
  });

  it("redirects to the configured absolute invite URL", async () => {
    await withEnv({ DISCORD_INVITE_URL: "https://discord.com/invite/Abc123" }, async () => {
      vi.resetModules();
      const { GET } = await import("@/app/discord/route");
      expect(GET().headers.get("location")).toBe("https://discord.com/invite/Abc123");
    });
  });
});
