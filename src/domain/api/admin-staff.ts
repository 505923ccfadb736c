import { z } from "zod";
import { OPERATOR_ROLES } from "../admin/roles";
import { ADMIN_PASSWORD_MAX_LENGTH, ADMIN_PASSWORD_MIN_LENGTH } from "./admin-auth";
import { defineContract } from "./api-contract";

/*
 * Staff in the app: POST /api/admin/staff (an owner invites an operator),
 * POST /api/admin/staff/[id] (an owner changes one: role, suspend, restore, disable, reset the second
 * factor), POST /api/admin/account/password and /api/admin/account/recovery-codes (every operator,
 * for themselves). The one-time enrolment link and the recovery codes are answered once and never
 * stored in the clear.
 */

export const ADMIN_STAFF_MAX_BYTES = 4 * 1024;

const role = z.enum(OPERATOR_ROLES);

export const inviteOperatorContract = defineContract({
  request: z
    .object({
      email: z
        .string()
        .trim()
        .toLowerCase()
        .max(254)
        .pipe(z.email({ message: "must be an email address" })),
      role,
      send: z.boolean().default(false),
    })
    .strict(),
  response: z.object({ operatorId: z.string(), link: z.string().url(), emailed: z.boolean() }),
});

export const staffChangeContract = defineContract({
  request: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("role"), role }).strict(),
    z.object({ kind: z.literal("suspend") }).strict(),
    z.object({ kind: z.literal("restore") }).strict(),
    z.object({ kind: z.literal("disable") }).strict(),
    z.object({ kind: z.literal("reset-mfa"), send: z.boolean().default(false) }).strict(),
  ]),
  response: z.object({
    ok: z.literal(true),
    /** The new enrolment link after a reset of the second factor, once. */
    link: z.string().url().nullable(),
    emailed: z.boolean(),
    sessionsEnded: z.number().int().min(0),
  }),
});

export const changePasswordContract = defineContract({
  request: z
    .object({
      // Never trimmed: spaces may be part of a password.
      current: z.string().min(1, { message: "must not be empty" }).max(ADMIN_PASSWORD_MAX_LENGTH),
      next: z
        .string()
        .min(ADMIN_PASSWORD_MIN_LENGTH, { message: `must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters` })
        .max(ADMIN_PASSWORD_MAX_LENGTH, { message: `must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters` }),
    })
    .strict(),
  response: z.object({ ok: z.literal(true), sessionsEnded: z.number().int().min(0) }),
});

export const renewRecoveryCodesContract = defineContract({
  request: z
    .object({
      code: z
        .string()
        .trim()
        .regex(/^\d{6}$/, { message: "must be the 6-digit code from your authenticator app" }),
    })
    .strict(),
  response: z.object({ recoveryCodes: z.array(z.string()).length(10) }),
});

export type StaffChangeRequest = z.infer<typeof staffChangeContract.request>;
