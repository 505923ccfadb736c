import "server-only";
import type { z } from "zod";
import type { Schema } from "@/domain/api/api-contract";
import { AppError } from "./errors";
import "./zod-english";

const DEFAULT_MAX_BYTES = 64 * 1024;
/** Our bodies are a few levels deep; far deeper JSON is an attack on the parsers after us. */
const MAX_JSON_DEPTH = 32;
const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;

/** 415 unless the body is declared as JSON (a charset parameter is fine). */
export function requireJsonContentType(request: Request, surface: string): void {
  if (!JSON_CONTENT_TYPE.test(request.headers.get("content-type")?.trim() ?? "")) {
    throw new AppError(`unsupported_media_type:${surface}`, "Send the request body as application/json.");
  }
}

function tooLarge(surface: string, maxBytes: number): AppError {
  return new AppError(`payload_too_large:${surface}`, `The request body must be at most ${maxBytes} bytes.`);
}

/**
 * Reads the body as UTF-8 text, never holding more than `maxBytes` of it: a declared
 * Content-Length over the cap is refused before reading, and the stream is cancelled as soon as
 * the running count passes it (a chunked or lying client gets the same 413).
 */
export async function readBodyText(request: Request, surface: string, maxBytes = DEFAULT_MAX_BYTES): Promise<string> {
  const declared = request.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) {
    throw tooLarge(surface, maxBytes);
  }
  if (request.body === null) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        throw tooLarge(surface, maxBytes);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(`bad_request:${surface}`, "The request body could not be read.", { cause: error });
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError(`bad_request:${surface}`, "The request body is not valid UTF-8.");
  }
}

/**
 * Walks parsed JSON without recursion: no string may hold a NUL (PostgreSQL text cannot store
 * one) and nothing may nest deeper than MAX_JSON_DEPTH (JSON.stringify would overflow the stack).
 */
function jsonProblem(root: unknown): string | null {
  const stack: [unknown, number][] = [[root, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, depth] = next;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return "must not contain NUL characters";
    } else if (value !== null && typeof value === "object") {
      if (depth >= MAX_JSON_DEPTH) return `must not nest deeper than ${MAX_JSON_DEPTH} levels`;
      for (const [key, child] of Object.entries(value)) {
        if (key.includes("\u0000")) return "must not contain NUL characters";
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/** Reads a JSON body and validates it; every way it can be wrong becomes a 4xx AppError. */
export async function parseJsonBody<S extends Schema>(
  request: Request,
  schema: S,
  surface: string,
  maxBytes = DEFAULT_MAX_BYTES,
): Promise<z.infer<S>> {
  requireJsonContentType(request, surface);
  const text = await readBodyText(request, surface, maxBytes);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError(`bad_request:${surface}`, "The request body is not valid JSON.");
  }
  const problem = jsonProblem(json);
  if (problem) throw new AppError(`bad_request:${surface}`, `Invalid request: the body ${problem}.`);
  const result = schema.safeParse(json);
  if (!result.success) {
    const first = result.error.issues[0];
    const where = first && first.path.length > 0 ? `${first.path.join(".")}: ` : "";
    throw new AppError(`bad_request:${surface}`, `Invalid request: ${where}${first?.message ?? "invalid body"}.`);
  }
  return result.data;
}
