import { describe, expect, it } from "vitest";
import { NO_RUNTIME_CONFIG } from "@/domain/shell/runtime-config";
import { clientConfigResponseSchema } from "./client-config";

describe("the client-config contract", () => {
  it("reads a valid answer and switches vendors off for anything else", () => {
    const config = { gtmId: "GTM-ABC123", chat: { provider: "crisp", websiteId: "abc-123" } };
    expect(clientConfigResponseSchema.parse(config)).toEqual(config);
    expect(clientConfigResponseSchema.parse("<html>")).toEqual(NO_RUNTIME_CONFIG);
    expect(clientConfigResponseSchema.parse({ gtmId: "https://evil.example/x.js" }).gtmId).toBe("");
  });
});
