import { beforeEach, describe, expect, it } from "vitest";
import InstanceCacheHandler, { entryTags, instanceStore, isOutdated } from "./instance-cache-handler.mjs";

function page(html: string, tags: string) {
  return { kind: "APP_PAGE", html, rscData: Buffer.from(html), headers: { "x-next-cache-tags": tags }, status: 200 };
}

beforeEach(() => {
  const store = instanceStore();
  store.entries.clear();
  store.tags.clear();
  store.bytes = 0;
});

describe("InstanceCacheHandler", () => {
  it("keeps one store per process: a handler made for another request sees the same entries", async () => {
    await new InstanceCacheHandler().set("/fire-cape", page("<p>$10</p>", "_N_T_/fire-cape"));
    const read = await new InstanceCacheHandler().get("/fire-cape");
    expect(read?.value).toMatchObject({ html: "<p>$10</p>" });
  });

  it("drops a page once revalidatePath's tag for it is revalidated, and keeps the others", async () => {
    const handler = new InstanceCacheHandler();
    await handler.set("/fire-cape", page("a", "_N_T_/layout,_N_T_/fire-cape"));
    await handler.set("/blog", page("b", "_N_T_/layout,_N_T_/blog"));
    await new Promise((done) => setTimeout(done, 2));
    await handler.revalidateTag(["_N_T_/fire-cape"]);
    expect(await handler.get("/fire-cape")).toBeNull();
    expect(await handler.get("/blog")).not.toBeNull();
  });

  it("keeps a page made after the revalidation", async () => {
    const handler = new InstanceCacheHandler();
    await handler.revalidateTag("_N_T_/layout");
    await new Promise((done) => setTimeout(done, 2));
    await handler.set("/", page("new", "_N_T_/layout"));
    expect(await handler.get("/")).not.toBeNull();
  });

  it("checks a fetch against its own tags and the page's implicit tags", async () => {
    const handler = new InstanceCacheHandler();
    await handler.set("fetch-key", { kind: "FETCH", data: {}, revalidate: 60 }, { tags: ["prices"] });
    await new Promise((done) => setTimeout(done, 2));
    await handler.revalidateTag("_N_T_/checkout");
    expect(await handler.get("fetch-key", { tags: ["prices"], softTags: ["_N_T_/checkout"] })).toBeNull();
  });

  it("forgets the least recently read entries beyond its size", async () => {
    const handler = new InstanceCacheHandler({ maxMemoryCacheSize: 25 });
    await handler.set("/a", page("aaaaa", ""));
    await handler.set("/b", page("bbbbb", ""));
    await handler.get("/a");
    await handler.set("/c", page("ccccc", ""));
    expect(await handler.get("/b")).toBeNull();
    expect(await handler.get("/a")).not.toBeNull();
    expect(await handler.get("/c")).not.toBeNull();
    expect(instanceStore().bytes).toBe(20);
  });

  it("stores nothing when the size is 0", async () => {
    const handler = new InstanceCacheHandler({ maxMemoryCacheSize: 0 });
    await handler.set("/a", page("a", ""));
    expect(await handler.get("/a")).toBeNull();
  });
});

describe("isOutdated", () => {
  const tags = new Map([
    ["gone", { expired: 1_000 }],
    ["later", { stale: 1_000, expired: 9_000 }],
  ]);
  it("is true for an entry made before its tag expired, not after", () => {
    expect(isOutdated(tags, ["gone"], 500, 2_000)).toBe(true);
    expect(isOutdated(tags, ["gone"], 1_500, 2_000)).toBe(false);
  });
  it("renders again from the stale time of a tag revalidated with a lifetime", () => {
    expect(isOutdated(tags, ["later"], 500, 2_000)).toBe(true);
  });
  it("is false for tags never revalidated", () => {
    expect(isOutdated(tags, ["other"], 0, 2_000)).toBe(false);
  });
});

describe("entryTags", () => {
  it("reads a page's tags from its header and a fetch's from the request", () => {
    expect(entryTags(page("", "_N_T_/a,_N_T_/b"))).toEqual(["_N_T_/a", "_N_T_/b"]);
    expect(entryTags({ kind: "FETCH" }, { tags: ["t"], softTags: ["_N_T_/a"] })).toEqual(["t", "_N_T_/a"]);
  });
});
