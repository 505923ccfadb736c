import { describe, expect, it } from "vitest";
import { z } from "zod";
import { quoteContract } from "@/domain/api/checkout-quote";
import { contactMessageContract } from "@/domain/api/contact-message";
import { orderQuestionContract } from "@/domain/api/order-lookup";
import { saveCartDataContract } from "@/domain/api/save-cart-data";
import { testPaymentContract } from "@/domain/api/test-payment";
import { AppError } from "./errors";
import { parseJsonBody, readBodyText } from "./parse-body";

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

  it("accepts a charset parameter but not a look-alike media type", async () => {
    const body = { uuid: "0b8f8d3e-4e5c-4c1a-9d7e-2f6a1b3c4d5e", email: "" };
    expect(
      await parseJsonBody(request(JSON.stringify(body), "application/json; charset=utf-8"), schema, "cart"),
    ).toEqual(body);
    const error = await failure(parseJsonBody(request("{}", "application/json-patch+json"), schema, "cart"));
    expect(error.status).toBe(415);
  });

  it.each([
    ["a NUL character", JSON.stringify({ uuid: "0b8f8d3e-4e5c-4c1a-9d7e-2f6a1b3c4d5e", email: "a\u0000b" }), /NUL/],
    ["a NUL in a key", '{"a\\u0000":1}', /NUL/],
    ["nesting 40 levels deep", `${"[".repeat(40)}${"]".repeat(40)}`, /deeper than 32/],
  ])("refuses a body with %s", async (_name, body, message) => {
    const error = await failure(parseJsonBody(request(body), schema, "cart"));
    expect(error.code).toBe("bad_request:cart");
    expect(error.message).toMatch(message);
  });

  it("refuses bytes that are not UTF-8 with 400", async () => {
    const bytes = new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]);
    const error = await failure(
      parseJsonBody(
        new Request("http://x/api", { method: "POST", body: bytes, headers: { "content-type": "application/json" } }),
        schema,
        "cart",
      ),
    );
    expect([error.code, error.message]).toEqual(["bad_request:cart", "The request body is not valid UTF-8."]);
  });
});

describe("parseJsonBody with the shop's contracts", () => {
  const uuid = "0b8f8d3e-4e5c-4c1a-9d7e-2f6a1b3c4d5e";
  const item = {
    sku: "fire-cape",
    name: "Fire Cape",
    count: 1.5,
    pricePer: 1,
    totalPrice: 1,
    imageSrc: "",
    config: {},
  };

  it.each([
    [
      testPaymentContract.request,
      { session: 5, action: "pay" },
      "session: Invalid input: expected string, received number",
    ],
    [quoteContract.request, { items: [item] }, "items.0.count: Invalid input: expected int, received number"],
    [contactMessageContract.request, { email: "a@b.co", message: "", name: "Ann" }, 'Unrecognized key: "name"'],
    [saveCartDataContract.request, { uuid, cart: "[", email: "" }, "cart: must be a JSON string of the cart items"],
    [orderQuestionContract.request, { k: "t", message: "   " }, "message: must not be empty"],
  ])("answers the first issue in the words the browser shows (%#)", async (schema, body, words) => {
    const error = await failure(parseJsonBody(request(JSON.stringify(body)), schema, "cart"));
    expect([error.code, error.message]).toEqual(["bad_request:cart", `Invalid request: ${words}.`]);
  });
});

describe("readBodyText", () => {
  it("refuses a declared Content-Length over the cap without reading the body", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(10));
      },
    });
    const oversized = new Request("http://x/api", {
      method: "POST",
      body,
      headers: { "content-length": "5000" },
      duplex: "half",
    } as RequestInit);
    const error = await failure(readBodyText(oversized, "cart", 100));
    expect([error.code, error.status]).toEqual(["payload_too_large:cart", 413]);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("stops an endless stream as soon as it passes the cap, whatever Content-Length claims", async () => {
    let pulled = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
      cancel() {
        cancelled = true;
      },
    });
    const lying = new Request("http://x/api", {
      method: "POST",
      body: endless,
      headers: { "content-length": "10" },
      duplex: "half",
    } as RequestInit);
    const error = await failure(readBodyText(lying, "cart", 4096));
    expect(error.status).toBe(413);
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThan(10);
  });

  it("reads a body split into many chunks, multi-byte characters included", async () => {
    const bytes = new TextEncoder().encode("Dizana’s quiver ✓");
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    const streamed = new Request("http://x/api", { method: "POST", body: chunked, duplex: "half" } as RequestInit);
    expect(await readBodyText(streamed, "cart", 100)).toBe("Dizana’s quiver ✓");
  });

  it("answers an empty string for no body", async () => {
    expect(await readBodyText(new Request("http://x/api", { method: "POST" }), "cart")).toBe("");
  });
});
