import "server-only";
import { clientAddress } from "@/domain/http/client-address";
import { env } from "../env";
import { peerAddress } from "./request-stamp";

/**
 * Who is asking, for rate limits: the socket's peer, or with TRUSTED_PROXY_HOPS=N the N-th
 * address from the right of X-Forwarded-For (the rule and why: src/domain/http/client-address.ts;
 * the proxy's side: docs/operations.md).
 */
export function clientKey(request: Request): string {
  return clientAddress({
    forwardedFor: request.headers.get("x-forwarded-for"),
    trustedHops: env.TRUSTED_PROXY_HOPS,
    peerAddress: peerAddress(request),
  });
}
