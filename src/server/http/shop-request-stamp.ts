import "server-only";
import { rewrittenRequestUrl } from "@/domain/http/request-rewrite";
import {
  BACK_OFFICE_HEADERS,
  isBackOfficeUrl,
  ROUTE_HANDLER_CONTENT_SECURITY_POLICY,
  routeHandlerMatcher,
} from "@/domain/http/route-headers";
import { securityHeaders } from "@/domain/http/security-headers";
import { unsoldProductUrl } from "@/server/catalogue/sold-paths";
import { endStalePreview } from "@/server/content/preview-session";
import { isDevelopmentServer } from "../env";
import { CONTENT_SECURITY_POLICY } from "./content-security-policy";
import { createRequestStamp, type RequestStamp } from "./request-stamp";
import { builtRouteHandlerPaths } from "./route-handler-paths";

/**
 * The shop's request stamp (request-stamp.ts), built once per process from start-up. The API's
 * route handlers are the production build's (the development server's are compiled on demand, and
 * a production build's manifest beside it may be stale: there every answer has the pages' policy).
 */
export function createShopRequestStamp(
  routeHandlerPaths: readonly string[] = isDevelopmentServer ? [] : builtRouteHandlerPaths(),
): RequestStamp {
  return createRequestStamp({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    routePolicy: {
      contentSecurityPolicy: ROUTE_HANDLER_CONTENT_SECURITY_POLICY,
      matches: routeHandlerMatcher(routeHandlerPaths),
    },
    headers: securityHeaders().map(({ key, value }) => [key, value] as const),
    pathHeaders: { applies: isBackOfficeUrl, headers: BACK_OFFICE_HEADERS },
    // An undecodable path or a blog preview link; an unknown or hidden product's path is the 404
    // page before Next routes it (ADR 0008).
    rewriteUrl: (url) => rewrittenRequestUrl(url) ?? unsoldProductUrl(url),
    // A preview session opened with an earlier PREVIEW_TOKEN ends.
    dropCookies: endStalePreview,
  });
}
