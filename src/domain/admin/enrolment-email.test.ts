import { describe, expect, it } from "vitest";
import { enrolmentEmail } from "./enrolment-email";

const LINK = "https://runeforge.example/admin/enrol#token=abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ";

describe("enrolmentEmail", () => {
  it("gives a new operator the link, how long it works and what to do if it was not expected", () => {
    const email = enrolmentEmail({ link: LINK, hours: 24, siteName: "RuneForge", reason: "created" });
    expect(email.subject).toBe("Your RuneForge back office account");
    expect(email.text).toContain(`Set up your sign-in: ${LINK}`);
    expect(email.text).toContain("works once, for 24 hours");
    expect(email.text).toContain("If you did not expect this email");
  });

  it("says a reset ended the operator's sessions", () => {
    const email = enrolmentEmail({ link: LINK, hours: 24, siteName: "RuneForge", reason: "reset" });
    expect(email.subject).toBe("A new sign-in setup for the RuneForge back office");
    expect(email.text).toContain("every session you had was ended");
    expect(email.text).toContain(LINK);
  });
});
