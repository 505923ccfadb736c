import "server-only";
import type { z } from "zod";
import { AppError } from "./errors";

const DEFAULT_MAX_BYTES = 64 * 1024;

/** Reads a JSON body and validates it; every way it can be wrong becomes a 4xx AppError. */
export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  surface: string,
  maxBytes = DEFAULT_MAX_BYTES,
): Promise<z.infer<S>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(contentType)) {
    throw new AppError(`unsupported_media_type:${surface}`, "Send the request body as application/json.");
  }
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > maxBytes) {
    throw new AppError(`payload_too_large:${surface}`, `The request body must be at most ${maxBytes} bytes.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError(`bad_request:${surface}`, "The request body is not valid JSON.");
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const first = result.error.issues[0];
    const where = first && first.path.length > 0 ? `${first.path.join(".")}: ` : "";
    throw new AppError(`bad_request:${surface}`, `Invalid request: ${where}${first?.message ?? "invalid body"}.`);
  }
  return result.data;
}
