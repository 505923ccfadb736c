import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { NextRequest, NextResponse } from "next/server";
import { env, isDevelopmentServer } from "../env";

/*
 * Blog preview sessions. Next's draft mode is a cookie holding the build's previewModeId: it says
 * nothing about PREVIEW_TOKEN, so rotating the token would leave every earlier preview session
 * open until the next build. A second cookie binds the session to the token: an HMAC of a fixed
 * label keyed with the token (it proves the token was shown without carrying it). Draft mode is
 * honoured only while that cookie matches the current token (isPreview in
 * src/server/content/blog-pages.ts), and the request stamp clears both cookies as soon as it does not
 * (endStalePreview).
 */

/** Next's draft-mode cookie (COOKIE_NAME_PRERENDER_BYPASS in next/dist/server/api-utils). */
export const DRAFT_MODE_COOKIE = "__prerender_bypass";

export const PREVIEW_SESSION_COOKIE = "runeforge_preview";

const LABEL = "runeforge blog preview session v1";

function equalText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The given token is PREVIEW_TOKEN (never true while preview is switched off). */
export function previewTokenMatches(given: string): boolean {
  return env.PREVIEW_TOKEN !== "" && equalText(given, env.PREVIEW_TOKEN);
}

/** The binding cookie's value for the current token, or null while preview is switched off. */
export function previewSessionValue(): string | null {
  if (env.PREVIEW_TOKEN === "") return null;
  return createHmac("sha256", env.PREVIEW_TOKEN).update(LABEL).digest("base64url");
}

/** The cookie a browser holds belongs to a session opened with the current token. */
export function isCurrentPreviewSession(cookieValue: string | undefined): boolean {
  const expected = previewSessionValue();
  return expected !== null && cookieValue !== undefined && equalText(cookieValue, expected);
}

/** Like Next's own draft-mode cookie, so both live and die together. */
export const PREVIEW_COOKIE_OPTIONS = {
  httpOnly: true,
  secure: !isDevelopmentServer,
  sameSite: isDevelopmentServer ? "lax" : "none",
  path: "/",
} as const;

let clearingCookies: readonly string[] | undefined;

/** The Set-Cookie values that end both cookies in the browser (Next's own serialisation). */
function previewClearingCookies(): readonly string[] {
  if (clearingCookies === undefined) {
    const response = NextResponse.next();
    for (const name of [DRAFT_MODE_COOKIE, PREVIEW_SESSION_COOKIE]) {
      response.cookies.set(name, "", { ...PREVIEW_COOKIE_OPTIONS, expires: new Date(0) });
    }
    clearingCookies = response.headers.getSetCookie();
  }
  return clearingCookies;
}

/**
 * For a request whose draft-mode cookie is not bound to the current token (the token was rotated,
 * or preview switched off): the request's Cookie header without both cookies (undefined when
 * nothing is left), so the page is served as if they were not there, and the Set-Cookie values
 * that clear them in the browser. Undefined for any other request: a cookie header without the
 * draft-mode cookie costs one substring test (the request stamp runs this for every request).
 */
export function endStalePreview(
  cookieHeader: string,
): { cookieHeader: string | undefined; setCookie: readonly string[] } | undefined {
  if (!cookieHeader.includes(DRAFT_MODE_COOKIE)) return undefined;
  const { cookies } = new NextRequest("http://localhost/", { headers: { cookie: cookieHeader } });
  if (!cookies.has(DRAFT_MODE_COOKIE) || isCurrentPreviewSession(cookies.get(PREVIEW_SESSION_COOKIE)?.value)) {
    return undefined;
  }
  cookies.delete([DRAFT_MODE_COOKIE, PREVIEW_SESSION_COOKIE]);
  const kept = cookies.toString();
  return { cookieHeader: kept === "" ? undefined : kept, setCookie: previewClearingCookies() };
}
