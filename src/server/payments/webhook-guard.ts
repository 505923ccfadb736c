import "server-only";
import { AppError, isAppError } from "../http/errors";
import { countRefusal, guardRawJsonRequest, refuseOverRefusalLimit } from "../http/guard-request";
import { WebhookSignatureError } from "./payment-provider";

/*
 * The gate in front of the providers' signed webhooks, in this order:
 *   1. not configured (no signing secret): 404 `not_found:<surface>`, before anything is read and
 *      with nothing logged, so a flood at a provider the shop does not use costs nothing;
 *   2. a client whose refusals on this route reached API_RATE_LIMIT in the window, sending no
 *      signature header: 429 with Retry-After, before the body is read;
 *   3. content type 415 and body cap 413 (guardRawJsonRequest; no cross-site rule, no API limit);
 *   4. the signature over the raw body: 400 `bad_request:<surface>` when it fails.
 * Only refusals count (steps 3 and 4, and requests refused at step 2), per route and client.
 * A request with a valid signature is never counted and never refused, even from a client over
 * the limit: a provider delivers in bursts and retries every event it was not answered 2xx for,
 * from addresses it shares among shops, so a limit on all requests could drop a payment's events,
 * and one that a stranger's bad signatures could fill from the same address (or from behind the
 * same proxy) would let them block the shop's payments. So a client over the limit that sends a
 * signature header still has its body read (within the cap) and checked, and only a failing one
 * gets the 429: what a flood of forgeries costs is the cap and one HMAC each, never a write or a
 * log line.
 */

export type WebhookPolicy = {
  surface: string;
  /** The provider's signing secret; empty when the provider is not configured. */
  secret: string;
  /** The header the provider signs with. */
  signatureHeader: string;
  maxBytes: number;
  /** The 400's message when the signature fails. */
  invalidSignature: string;
};

/** Answers what `verify` made of the raw body once its signature held. */
export async function guardSignedWebhook<E>(
  request: Request,
  policy: WebhookPolicy,
  verify: (input: { rawBody: string; signature: string | null; secret: string }) => E | Promise<E>,
): Promise<E> {
  const { surface } = policy;
  if (!policy.secret) throw new AppError(`not_found:${surface}`, "This shop takes no such webhooks.");
  const signature = request.headers.get(policy.signatureHeader);
  if (!signature) refuseOverRefusalLimit(request, surface);
  let rawBody: string;
  try {
    rawBody = await guardRawJsonRequest(request, {
      surface,
      crossSite: "allow",
      rateLimit: false,
      maxBytes: policy.maxBytes,
    });
  } catch (error) {
    throw await refused(request, surface, error);
  }
  try {
    return await verify({ rawBody, signature, secret: policy.secret });
  } catch (error) {
    // Whatever the event says once the signature held is the provider's, and never counted.
    if (!(error instanceof WebhookSignatureError)) throw error;
    throw await refused(
      request,
      surface,
      new AppError(`bad_request:${surface}`, policy.invalidSignature, { cause: error }),
    );
  }
}

/** Counts a refusal; answers the error to throw: the 429 when the client is over the limit. */
async function refused(request: Request, surface: string, error: unknown): Promise<unknown> {
  if (!isAppError(error) || error.status >= 500) return error;
  try {
    refuseOverRefusalLimit(request, surface);
  } catch (limited) {
    return limited;
  }
  await countRefusal(request);
  return error;
}
