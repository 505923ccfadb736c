import "server-only";
import { createHash, randomBytes } from "node:crypto";

/*
 * The random values the back office hands out (enrolment links, session tokens) and the one way
 * they are stored: a SHA-256 hash. They carry 256 random bits, so a fast hash is enough; a slow
 * one (argon2) is for what people choose (passwords).
 */

/** 32 random bytes as base64url: 43 characters, safe in a URL and a cookie. */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSecret(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
