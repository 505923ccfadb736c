import "server-only";
import { isDatabaseUnavailable } from "../db/database-unavailable";
import { log } from "../log";
import { errorMessage } from "../logger";

/*
 * One error model for every route handler: a code `type:surface` (e.g. `bad_request:cart`),
 * a message that is safe to show, and the status that the type implies.
 */

const STATUS_BY_TYPE = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorType = keyof typeof STATUS_BY_TYPE;
export type ErrorCode = `${ErrorType}:${string}`;

export class AppError extends Error {
  override name = "AppError";
  readonly code: ErrorCode;
  readonly status: number;
  /** Headers the answer needs, such as Retry-After on a 429 or Allow on a 405. */
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, options?: { cause?: unknown; headers?: Record<string, string> }) {
    super(message, options);
    this.code = code;
    const type = code.slice(0, code.indexOf(":")) as ErrorType;
    this.status = STATUS_BY_TYPE[type];
    this.headers = options?.headers ?? {};
  }

  toResponse(headers?: Record<string, string>): Response {
    return Response.json(
      { code: this.code, message: this.message },
      { status: this.status, headers: { ...this.headers, ...headers } },
    );
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export const DATABASE_UNAVAILABLE_MESSAGE = "The database cannot be reached. Please try again in a moment.";

/**
 * A database outage is a 503; anything else that is not an AppError is a bug: log its name,
 * message and stack (never the request: see logger.ts), answer with a message that leaks nothing.
 */
export function errorToResponse(error: unknown, surface: string): Response {
  if (isAppError(error)) {
    if (error.status >= 500) log.error({ code: error.code, err: error }, "request failed");
    return error.toResponse();
  }
  if (isDatabaseUnavailable(error)) {
    // An outage, not a bug: one line per request instead of a stack, and a hint to retry soon.
    log.error({ code: "unavailable:database", surface, reason: errorMessage(error) }, "database unavailable");
    return new AppError("unavailable:database", DATABASE_UNAVAILABLE_MESSAGE).toResponse({ "retry-after": "5" });
  }
  log.error({ code: `internal:${surface}`, err: error }, "unhandled error");
  return new AppError(`internal:${surface}`, "Internal Server Error").toResponse();
}

type Handler<C> = (request: Request, context: C) => Promise<Response> | Response;

/** Wraps a route handler so every failure leaves as `{ code, message }` with the right status. */
export function withErrorHandling<C>(surface: string, handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return errorToResponse(error, surface);
    }
  };
}

/**
 * The answer for a method a route does not serve: Next's own 405 has no body, which breaks the
 * `{ code, message }` promise, so routeMethods (route-methods.ts) exports this for every method a
 * route does not use.
 */
export function methodNotAllowed(allow: string, surface: string): (request: Request) => Response {
  return () =>
    new AppError(`method_not_allowed:${surface}`, `This address only answers ${allow}.`, {
      headers: { allow },
    }).toResponse();
}
