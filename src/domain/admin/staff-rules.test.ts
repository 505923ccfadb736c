import { describe, expect, it } from "vitest";
import { decideStaffChange, type StaffChange, type StaffTarget } from "./staff-rules";

const owner: StaffTarget = { id: "o1", email: "owner@example.com", status: "active", role: "owner" };
const staff: StaffTarget = { id: "s1", email: "staff@example.com", status: "active", role: "staff" };

const decide = (target: StaffTarget, change: StaffChange, otherActiveOwners = 1, actorId = "o2") =>
  decideStaffChange({ actorId, target, change, otherActiveOwners });

describe("decideStaffChange", () => {
  it("refuses an owner suspending, demoting, disabling or resetting themselves", () => {
    for (const change of [
      { kind: "suspend" },
      { kind: "role", role: "staff" },
      { kind: "disable" },
      { kind: "reset-mfa" },
    ] as const) {
      expect(decide(owner, change, 3, "o1")).toMatchObject({ ok: false, code: "forbidden" });
    }
  });

  it("refuses taking the last active owner away, and allows it while another owner is active", () => {
    for (const change of [{ kind: "suspend" }, { kind: "role", role: "staff" }, { kind: "disable" }] as const) {
      expect(decide(owner, change, 0)).toMatchObject({
        ok: false,
        message: expect.stringContaining("last active owner"),
      });
      expect(decide(owner, change, 1)).toEqual({ ok: true });
    }
  });

  it("lets staff be promoted, suspended, restored and disabled, each only from a status it applies to", () => {
    expect(decide(staff, { kind: "role", role: "owner" }, 0)).toEqual({ ok: true });
    expect(decide(staff, { kind: "suspend" }, 0)).toEqual({ ok: true });
    expect(decide(staff, { kind: "restore" })).toMatchObject({
      ok: false,
      message: expect.stringContaining("not suspended"),
    });
    const suspended = { ...staff, status: "suspended" } as const;
    expect(decide(suspended, { kind: "restore" })).toEqual({ ok: true });
    expect(decide(suspended, { kind: "suspend" })).toMatchObject({ ok: false, code: "conflict" });
    expect(decide(suspended, { kind: "reset-mfa" })).toMatchObject({ ok: false, code: "conflict" });
    expect(decide(staff, { kind: "role", role: "staff" })).toMatchObject({ ok: false, code: "conflict" });
  });

  it("changes nothing about a disabled operator", () => {
    const gone = { ...staff, status: "disabled" } as const;
    for (const change of [{ kind: "restore" }, { kind: "role", role: "owner" }, { kind: "disable" }] as const)
      expect(decide(gone, change)).toMatchObject({ ok: false, message: expect.stringContaining("disabled for good") });
  });

  it("does not count an invited or suspended owner as the one the shop keeps", () => {
    expect(decide({ ...owner, status: "invited" }, { kind: "disable" }, 0)).toEqual({ ok: true });
    expect(decide({ ...owner, status: "suspended" }, { kind: "restore" }, 0)).toEqual({ ok: true });
  });
});
