import { z } from "zod";
import { defineContract } from "./api-contract";

/*
 * The back office's sign-in API: POST /api/admin/sign-in (email and password -> aal1),
 * /api/admin/sign-in/code (TOTP or recovery code -> aal2), /api/admin/enrol/start and /confirm
 * (from the one-time link), /api/admin/sign-out and /api/admin/sign-out-everywhere.
 */

export const ADMIN_AUTH_MAX_BYTES = 4 * 1024;
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
export const ADMIN_PASSWORD_MAX_LENGTH = 200;

/** The enrolment link's token: 32 random bytes as base64url. */
const enrolToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: "is not an enrolment link" });

/** Six digits, or a recovery code (16 letters and digits, in groups or not). */
const secondFactorCode = z
  .string()
  .trim()
  .min(6, { message: "must be the 6-digit code or a recovery code" })
  .max(40, { message: "must be the 6-digit code or a recovery code" });

export const adminSignInContract = defineContract({
  request: z
    .object({
      email: z.string().trim().min(1, { message: "must not be empty" }).max(254),
      // Never trimmed: spaces may be part of a password.
      password: z.string().min(1, { message: "must not be empty" }).max(ADMIN_PASSWORD_MAX_LENGTH),
      // Both steps at once, for an operator locked out by someone else's failures.
      recoveryCode: secondFactorCode.optional(),
    })
    .strict(),
  response: z.object({ ok: z.literal(true), next: z.enum(["/admin/sign-in/code", "/admin"]) }),
});

export const adminCodeContract = defineContract({
  request: z.object({ code: secondFactorCode }).strict(),
  response: z.object({ ok: z.literal(true), next: z.literal("/admin") }),
});

export const adminEnrolStartContract = defineContract({
  request: z
    .object({
      token: enrolToken,
      password: z
        .string()
        .min(ADMIN_PASSWORD_MIN_LENGTH, { message: `must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters` })
        .max(ADMIN_PASSWORD_MAX_LENGTH, { message: `must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters` }),
    })
    .strict(),
  response: z.object({ uri: z.string().startsWith("otpauth://totp/"), qrSvg: z.string().startsWith("<svg") }),
});

export const adminEnrolConfirmContract = defineContract({
  request: z
    .object({
      token: enrolToken,
      code: z
        .string()
        .trim()
        .regex(/^\d{6}$/, { message: "must be 6 digits" }),
    })
    .strict(),
  response: z.object({ recoveryCodes: z.array(z.string()).length(10) }),
});

export const adminSignOutContract = defineContract({
  request: z.object({}).strict(),
  response: z.object({ ok: z.literal(true), ended: z.number().int().min(0) }),
});

export type AdminSignInRequest = z.infer<typeof adminSignInContract.request>;
export type AdminEnrolStartResponse = z.infer<typeof adminEnrolStartContract.response>;
