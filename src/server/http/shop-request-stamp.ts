import "server-only";
import { rewrittenRequestUrl } from "@/domain/http/request-rewrite";
import { securityHeaders } from "@/domain/http/security-headers";
import { unsoldProductUrl } from "@/server/catalogue/sold-paths";
import { endStalePreview } from "@/server/content/preview-session";
import { CONTENT_SECURITY_POLICY } from "./content-security-policy";
import { installRequestStamp } from "./request-stamp";

/** The shop's request stamp (request-stamp.ts), installed once per process from start-up. */
export function installShopRequestStamp(): void {
  installRequestStamp({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    headers: securityHeaders().map(({ key, value }) => [key, value] as const),
    // An undecodable path or a blog preview link; an unknown or hidden product's path is the 404
    // page before Next routes it (ADR 0008).
    rewriteUrl: (url) => rewrittenRequestUrl(url) ?? unsoldProductUrl(url),
    // A preview session opened with an earlier PREVIEW_TOKEN ends.
    dropCookies: endStalePreview,
  });
}
