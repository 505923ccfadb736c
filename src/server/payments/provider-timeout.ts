import "server-only";
import { AppError } from "../http/errors";

/**
 * Bounds a call to a payment provider. The SDKs have their own timeouts, but with their network
 * retries a visitor could wait more than a minute; past `ms` the visitor gets a clear 503 instead,
 * and whatever the provider answers later is ignored (a session nobody was sent to is never paid).
 */
export async function withProviderTimeout<T>(call: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () =>
        reject(new AppError("unavailable:payment_provider", message, { cause: new Error(`no answer in ${ms} ms`) })),
      ms,
    );
  });
  // A late failure must not surface as an unhandled rejection once the race is decided.
  call.catch(() => {});
  try {
    return await Promise.race([call, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
