import net from "node:net";
import { describe, expect, it } from "vitest";
import { ephemeralRange, freePort, searchRange } from "./free-port.mjs";

describe("freePort", () => {
  it("reads the kernel's ephemeral range and looks below it", () => {
    expect(ephemeralRange("32768\t60999\n")).toEqual({ low: 32768, high: 60999 });
    expect(searchRange({ low: 32768, high: 60999 })).toEqual({ from: 20_000, to: 32767 });
  });

  it("leaves the choice to the OS where the range is unreadable or leaves no room below it", () => {
    expect(ephemeralRange("nonsense")).toBeNull();
    expect(ephemeralRange("5000 1000")).toBeNull();
    expect(searchRange(null)).toBeNull();
    expect(searchRange({ low: 20_500, high: 60999 })).toBeNull();
  });

  it("answers a port outside the ephemeral range that a server can listen on", async () => {
    const range = ephemeralRange();
    for (let i = 0; i < 20; i++) {
      const port = await freePort();
      if (range !== null) expect(port < range.low || port > range.high, `port ${port}`).toBe(true);
      const server = net.createServer();
      await new Promise<void>((done, fail) => {
        server.once("error", fail);
        server.listen(port, "127.0.0.1", done);
      });
      await new Promise((done) => server.close(done));
    }
  });
});
