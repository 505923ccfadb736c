import { describe, expect, it } from "vitest";
import {
  adminCodeContract,
  adminEnrolConfirmContract,
  adminEnrolStartContract,
  adminSignInContract,
} from "./admin-auth";

const token = "A".repeat(43);

describe("the admin sign-in contracts", () => {
  it("take an email and an untrimmed password, nothing else", () => {
    expect(adminSignInContract.request.parse({ email: " a@b.co ", password: " pw " })).toEqual({
      email: "a@b.co",
      password: " pw ",
    });
    expect(adminSignInContract.request.safeParse({ email: "a@b.co", password: "" }).success).toBe(false);
    expect(adminSignInContract.request.safeParse({ email: "a@b.co", password: "x", aal: "aal2" }).success).toBe(false);
  });

  it("take a six-digit code or a recovery code at the code step", () => {
    expect(adminCodeContract.request.safeParse({ code: "123456" }).success).toBe(true);
    expect(adminCodeContract.request.safeParse({ code: "k7pm-2xqa-9fht-w3ce" }).success).toBe(true);
    expect(adminCodeContract.request.safeParse({ code: "123" }).success).toBe(false);
  });

  it("ask for a 12-character password and the link's token at enrolment", () => {
    expect(adminEnrolStartContract.request.safeParse({ token, password: "x".repeat(12) }).success).toBe(true);
    expect(adminEnrolStartContract.request.safeParse({ token, password: "x".repeat(11) }).success).toBe(false);
    expect(adminEnrolStartContract.request.safeParse({ token: "short", password: "x".repeat(12) }).success).toBe(false);
    expect(adminEnrolConfirmContract.request.safeParse({ token, code: "12345a" }).success).toBe(false);
  });
});
