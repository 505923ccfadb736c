import "server-only";
import type { IncomingMessage } from "node:http";
import { type PrivateLink, privateLinkOf, unopenedUrl } from "@/domain/http/private-links";
import { getDemoOrder } from "../checkout/demo-payment";
import { sellAccessForLink } from "../gold/sell-orders";
import { orderAccessForLink } from "../orders/order-tracking";

/*
 * A private link that opens nothing (a wrong key, an unknown reference, an unknown demo payment) is
 * the shop's 404 with the path named in the HTML the server sends (spec section 8). Raised inside
 * the page, Next 16.4 cannot send that: notFound() rejects React's server render of the document
 * (React runs no error boundary on the server: react/react#37616), so Next answers 404 with an
 * empty error document (getErrorRSCPayload's `<html id="__next_error__">` in app-render.js) and
 * the page's not-found is drawn by scripts (vercel/next.js#62228, open). Caught in a Suspense
 * boundary instead, the 404 is drawn on the server but answered 200: a dynamic render sets the
 * status only when the shell fails. So the shop's server asks before Next renders, with the
 * pages' own check (one read by the token's hash, or by the demo session), and gives Next the URL
 * under a prefix no route has: the global 404 page, rendered per request with the shop around it.
 * Only these pages' document requests pay the read. An RSC request (a client navigation) is left
 * to the page: the browser draws its not-found from the payload. A link that opens something, an
 * expired one included, is left to the page as well, and the page's own notFound() still covers
 * what changes in between.
 */

/** Whether the link's page would answer the 404 page. */
async function opensNothing(link: PrivateLink): Promise<boolean> {
  // Without demo payments, or for a session that is not the demo's, no read is made.
  if (link.kind === "demo-payment") return link.session === undefined || !(await getDemoOrder(link.session));
  if (link.token === undefined) return true;
  const open = link.kind === "order" ? orderAccessForLink : sellAccessForLink;
  return (await open(link.reference, link.token)).kind === "none";
}

/**
 * Run by the shop's server for every admitted request, before Next's handler: undefined at once
 * for any request but a private link's page (a method and a few prefix tests); for those, a promise
 * that settles once the URL Next is given is decided. It never rejects: on a failed read the URL
 * stays, and the page answers as it would.
 */
export function routePrivateLink(request: IncomingMessage): Promise<void> | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  // A client navigation's RSC request: the router draws the page's not-found itself.
  if (request.headers.rsc !== undefined) return undefined;
  const url = request.url ?? "";
  const link = privateLinkOf(url);
  if (link === undefined) return undefined;
  return opensNothing(link).then(
    (nothing) => {
      if (nothing) request.url = unopenedUrl(url);
    },
    () => undefined,
  );
}
