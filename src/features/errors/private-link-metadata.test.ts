import { describe, expect, it } from "vitest";
import { NOT_FOUND_METADATA } from "./not-found-panel";
import { privateLinkMetadata } from "./private-link-metadata";

const PRIVATE = { robots: { index: false, follow: false }, referrer: "no-referrer" };

function metadataFor(kind: string, k: string | string[] | undefined) {
  const seen: unknown[] = [];
  const generate = privateLinkMetadata("Your order", async (reference, token) => {
    seen.push(reference, token);
    return { kind };
  });
  const searchParams = k === undefined ? {} : { k };
  return {
    seen,
    metadata: generate({ params: Promise.resolve({ reference: "A1B2" }), searchParams: Promise.resolve(searchParams) }),
  };
}

describe("privateLinkMetadata", () => {
  it("titles the page when its link opens it, and reads the link once with its reference and token", async () => {
    const { seen, metadata } = metadataFor("open", "token");
    expect(await metadata).toEqual({ title: "Your order", ...PRIVATE });
    expect(seen).toEqual(["A1B2", "token"]);
  });

  it("titles the page when the link expired: the page says so rather than 404", async () => {
    expect(await metadataFor("expired", "token").metadata).toEqual({ title: "Your order", ...PRIVATE });
  });

  it("takes the 404 page's title where the page is the 404 page", async () => {
    const cases: [string, string | string[] | undefined][] = [
      ["none", "token"],
      ["none", undefined],
      // Opened without one token string (k repeated): the page renders its 404 all the same.
      ["open", ["a", "b"]],
      ["open", undefined],
    ];
    for (const [kind, k] of cases) {
      expect(await metadataFor(kind, k).metadata).toEqual({
        ...NOT_FOUND_METADATA,
        ...PRIVATE,
      });
    }
  });
});
