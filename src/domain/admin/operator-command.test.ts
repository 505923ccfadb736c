import { describe, expect, it } from "vitest";
import { parseOperatorCommand } from "./operator-command";

describe("parseOperatorCommand", () => {
  it("reads each command", () => {
    expect(parseOperatorCommand(["create", "Ops@Example.com"])).toEqual({
      ok: true,
      command: { name: "create", email: "ops@example.com", send: false, role: "owner" },
    });
    expect(parseOperatorCommand(["create", "staff@example.com", "--role", "staff"])).toEqual({
      ok: true,
      command: { name: "create", email: "staff@example.com", send: false, role: "staff" },
    });
    expect(parseOperatorCommand(["create", "--send", "ops@example.com"])).toEqual({
      ok: true,
      command: { name: "create", email: "ops@example.com", send: true, role: "owner" },
    });
    expect(parseOperatorCommand(["reset-mfa", "a@b.co", "--send"])).toEqual({
      ok: true,
      command: { name: "reset-mfa", email: "a@b.co", send: true },
    });
    expect(parseOperatorCommand(["disable", "a@b.co"])).toMatchObject({ ok: true, command: { name: "disable" } });
    expect(parseOperatorCommand(["reset-mfa", "a@b.co"])).toMatchObject({ ok: true, command: { name: "reset-mfa" } });
    expect(parseOperatorCommand(["list"])).toEqual({ ok: true, command: { name: "list" } });
    expect(parseOperatorCommand([])).toEqual({ ok: true, command: { name: "help" } });
  });

  it("refuses a missing or bad email, extra arguments and unknown commands", () => {
    expect(parseOperatorCommand(["create"])).toMatchObject({ ok: false });
    expect(parseOperatorCommand(["create", "not-an-email"])).toMatchObject({ ok: false });
    expect(parseOperatorCommand(["create", "a@b.co", "c@d.co"])).toMatchObject({ ok: false });
    expect(parseOperatorCommand(["list", "x"])).toMatchObject({ ok: false });
    expect(parseOperatorCommand(["disable", "a@b.co", "--send"])).toEqual({
      ok: false,
      message: "disable does not take --send.",
    });
    expect(parseOperatorCommand(["create", "a@b.co", "--mail"])).toEqual({
      ok: false,
      message: "create does not take --mail.",
    });
    expect(parseOperatorCommand(["create", "a@b.co", "--role", "admin"])).toEqual({
      ok: false,
      message: "--role takes owner or staff.",
    });
    expect(parseOperatorCommand(["create", "a@b.co", "--role"])).toMatchObject({ ok: false });
    expect(parseOperatorCommand(["reset-mfa", "a@b.co", "--role", "staff"])).toMatchObject({ ok: false });
    expect(parseOperatorCommand(["delete", "a@b.co"])).toEqual({ ok: false, message: 'Unknown command "delete".' });
  });
});
