import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "./errors";
import { parseJsonBody } from "./parse-body";

const schema = z.object({ uuid: z.uuid(), email: z.string() });

function request(body: string, contentType = "application/json"): Request {
  return new Request("http://x/api", { method: "POST", body, headers: { "content-type": contentType } });
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a failure");
}

describe("parseJsonBody", () => {
  it("returns the validated body", async () => {
    const body = { uuid: "0b8f8d3e-4e5c-4c1a-9d7e-2f6a1b3c4d5e", email: "" };
    expect(await parseJsonBody(request(JSON.stringify(body)), schema, "cart")).toEqual(body);
  });

  it("refuses another content type with 415", async () => {
    const error = await failure(parseJsonBody(request("{}", "text/plain"), schema, "cart"));
    expect([error.code, error.status]).toEqual(["unsupported_media_type:cart", 415]);
  });

  it("refuses malformed JSON with 400", async () => {
    const error = await failure(parseJsonBody(request("{not json"), schema, "cart"));
    expect([error.code, error.status]).toEqual(["bad_request:cart", 400]);
  });

  it("names the first invalid field", async () => {
    const error = await failure(parseJsonBody(request(JSON.stringify({ uuid: "nope", email: "" })), schema, "cart"));
    expect(error.code).toBe("bad_request:cart");
    expect(error.message).toMatch(/^Invalid request: uuid: /);
  });

  it("refuses a body over the size limit with 413", async () => {
    const error = await failure(parseJsonBody(request(JSON.stringify({ pad: "x".repeat(200) })), schema, "cart", 100));
    expect([error.code, error.status]).toEqual(["payload_too_large:cart", 413]);
  });
});
