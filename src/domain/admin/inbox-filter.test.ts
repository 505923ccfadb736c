import { describe, expect, it } from "vitest";
import { inboxFilterSchema, likePattern, MAX_INBOX_PAGE_SIZE, messagePreview } from "./inbox-filter";

describe("inbox filter", () => {
  it("reads a status, a search, a cursor and a page size from a query string", () => {
    const query = Object.fromEntries(
      new URLSearchParams("status=open&q=%20zezima%20&cursor=2026-11-26T10:00:00.000Z~m1&limit=10"),
    );
    expect(inboxFilterSchema.parse(query)).toEqual({
      status: "open",
      q: "zezima",
      cursor: "2026-11-26T10:00:00.000Z~m1",
      limit: 10,
    });
  });

  it("means everything, first page, when nothing is given; a blank search is no search", () => {
    expect(inboxFilterSchema.parse({})).toEqual({ limit: 25 });
    expect(inboxFilterSchema.parse({ q: "   " })).toEqual({ limit: 25 });
  });

  it("refuses an unknown status, a bad cursor, a page too big and unknown fields", () => {
    expect(inboxFilterSchema.safeParse({ status: "archived" }).success).toBe(false);
    expect(inboxFilterSchema.safeParse({ cursor: "1 OR 1=1" }).success).toBe(false);
    expect(inboxFilterSchema.safeParse({ limit: String(MAX_INBOX_PAGE_SIZE + 1) }).success).toBe(false);
    expect(inboxFilterSchema.safeParse({ limit: "0" }).success).toBe(false);
    expect(inboxFilterSchema.safeParse({ q: "x".repeat(201) }).success).toBe(false);
    expect(inboxFilterSchema.safeParse({ sort: "email" }).success).toBe(false);
  });

  it("searches for the operator's characters literally", () => {
    expect(likePattern("Zezima")).toBe("%Zezima%");
    expect(likePattern("100%_off")).toBe("%100\\%\\_off%");
    expect(likePattern("a\\b")).toBe("%a\\\\b%");
  });

  it("previews a message on one line, shortened", () => {
    expect(messagePreview("  Where is\n my   gold? ")).toBe("Where is my gold?");
    const long = messagePreview("x".repeat(300), 10);
    expect(long).toHaveLength(10);
    expect(long.endsWith("…")).toBe(true);
  });
});
