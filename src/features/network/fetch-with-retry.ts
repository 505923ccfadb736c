/** Spec section 7: a request that fails on the network is tried again, up to 3 more times. */
export const MAX_RETRIES = 3;

const RETRY_STATUSES = new Set([502, 503, 504]);

export type RetryOptions = { retries?: number; baseDelayMs?: number; sleep?: (ms: number) => Promise<void> };

const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * fetch that retries network failures and gateway errors with a doubling delay (300, 600, 1200 ms).
 * Any other answer, 4xx included, is returned as it is: sending the same bad request again cannot help.
 */
export async function fetchWithRetry(input: string, init: RequestInit, options: RetryOptions = {}): Promise<Response> {
  const retries = options.retries ?? MAX_RETRIES;
  const baseDelayMs = options.baseDelayMs ?? 300;
  const sleep = options.sleep ?? wait;
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(input, init);
      if (!RETRY_STATUSES.has(response.status) || attempt >= retries) return response;
    } catch (error) {
      if (attempt >= retries || (error instanceof DOMException && error.name === "AbortError")) throw error;
    }
    await sleep(baseDelayMs * 2 ** attempt);
  }
}
