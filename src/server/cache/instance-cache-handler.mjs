// @ts-check

/*
 * Next's page cache (ISR and full-route cache, route handler responses and the fetch cache) kept in
 * this server's memory, named in next.config.ts as `cacheHandler` (Next's supported way to choose
 * where that cache lives: https://nextjs.org/docs/app/api-reference/config/next-config-js/incrementalCacheHandlerPath).
 *
 * Why (issue 41, item 5): Next's default handler writes every page it renders again into the build
 * folder (`.next/server/app/*.html`, `.rsc`, `.meta`) and reads it back there when its memory has no
 * copy. Servers started from one build folder (PM2's cluster mode, a systemd template) on different
 * databases therefore served each other's pages: one showed the other's prices and minimum order,
 * and a server started later began with whatever the last one wrote. Here every entry belongs to
 * the process that rendered it, and nothing is written to disk. A server's first visit to a page
 * renders it from its own database (the build's prerendered files are not read), and a restart
 * starts empty. nginx in front caches the pages for the visitors (deploy/nginx/runeforge.conf).
 *
 * Plain JavaScript because Next imports this file at run time by its path, outside the bundles.
 */

/** Next's names for what an entry holds (CachedRouteKind): pages keep their tags in a header. */
const RESPONSE_KINDS = new Set(["APP_PAGE", "APP_ROUTE", "PAGES"]);
const TAGS_HEADER = "x-next-cache-tags";
/** Next's own default for cacheMaxMemorySize, used when Next passes no size. */
const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;

/**
 * @typedef {{ value: any, lastModified: number, cacheControl?: unknown, tags: string[], bytes: number }} Entry
 * @typedef {{ stale?: number, expired?: number }} TagState
 * @typedef {{ entries: Map<string, Entry>, tags: Map<string, TagState>, bytes: number }} Store
 */

/*
 * One store per process on globalThis: Next makes a handler per request, and the route that calls
 * revalidatePath may load this module apart from the pages' renderer; both must see one store.
 */
const STORE_KEY = Symbol.for("runeforge.instance-page-cache");

/** @returns {Store} */
export function instanceStore() {
  const holder = /** @type {{ [STORE_KEY]?: Store }} */ (globalThis);
  holder[STORE_KEY] ??= { entries: new Map(), tags: new Map(), bytes: 0 };
  return holder[STORE_KEY];
}

/**
 * The tags an entry answers to: a page's own (its header lists the path tags revalidatePath uses),
 * or a fetch's tags and the page's implicit tags it was read under.
 * @param {any} value
 * @param {{ tags?: string[], softTags?: string[] } | undefined} ctx
 * @returns {string[]}
 */
export function entryTags(value, ctx) {
  if (value && RESPONSE_KINDS.has(value.kind)) {
    const header = value.headers?.[TAGS_HEADER];
    return typeof header === "string" && header !== "" ? header.split(",") : [];
  }
  return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
}

/**
 * True when one of `tags` was revalidated after the entry was made. A tag revalidated with a
 * lifetime (stale now, expired later) counts from its stale time: a page is rendered again at its
 * next request rather than served stale once more, which is the stricter of the two.
 * @param {Map<string, TagState>} tagStates
 * @param {string[]} tags
 * @param {number} lastModified
 * @param {number} now
 */
export function isOutdated(tagStates, tags, lastModified, now) {
  return tags.some((tag) => {
    const state = tagStates.get(tag);
    if (!state) return false;
    if (typeof state.expired === "number" && state.expired <= now && state.expired > lastModified) return true;
    return typeof state.stale === "number" && state.stale > lastModified;
  });
}

/**
 * What an entry costs in memory, roughly: its payloads, or its JSON for the small kinds.
 * @param {any} value
 */
export function approximateBytes(value) {
  if (!value) return 64;
  let bytes = 0;
  if (typeof value.html === "string") bytes += value.html.length;
  if (value.rscData) bytes += value.rscData.byteLength ?? 0;
  if (value.body) bytes += value.body.byteLength ?? 0;
  if (value.segmentData instanceof Map)
    for (const segment of value.segmentData.values()) bytes += segment.byteLength ?? 0;
  if (bytes > 0) return bytes;
  try {
    return JSON.stringify(value)?.length ?? 64;
  } catch {
    return 64;
  }
}

export default class InstanceCacheHandler {
  /** @param {{ maxMemoryCacheSize?: number }} [options] */
  constructor(options = {}) {
    this.maxBytes = options.maxMemoryCacheSize ?? DEFAULT_MAX_BYTES;
    this.store = instanceStore();
  }

  /**
   * @param {string} key
   * @param {{ tags?: string[], softTags?: string[] }} [ctx]
   */
  async get(key, ctx) {
    const entry = this.store.entries.get(key);
    if (!entry) return null;
    const tags = [...new Set([...entry.tags, ...entryTags(entry.value, ctx)])];
    if (isOutdated(this.store.tags, tags, entry.lastModified, Date.now())) {
      this.remove(key);
      return null;
    }
    // Least recently used goes first: a read moves the entry to the end of the map's order.
    this.store.entries.delete(key);
    this.store.entries.set(key, entry);
    return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {{ tags?: string[], cacheControl?: unknown, fetchCache?: boolean }} [ctx]
   */
  async set(key, data, ctx = {}) {
    this.remove(key);
    const bytes = approximateBytes(data);
    if (bytes > this.maxBytes) return;
    this.store.entries.set(key, {
      value: data,
      lastModified: Date.now(),
      cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl,
      tags: entryTags(data, ctx),
      bytes,
    });
    this.store.bytes += bytes;
    for (const [oldest] of this.store.entries) {
      if (this.store.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  /**
   * revalidatePath and revalidateTag end here (revalidatePath through the path's tag).
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    const now = Date.now();
    for (const tag of typeof tags === "string" ? [tags] : tags) {
      const state = { ...this.store.tags.get(tag) };
      if (durations) {
        state.stale = now;
        if (durations.expire !== undefined) state.expired = now + durations.expire * 1000;
      } else {
        state.expired = now;
      }
      this.store.tags.set(tag, state);
    }
  }

  resetRequestCache() {}

  /** @param {string} key */
  remove(key) {
    const entry = this.store.entries.get(key);
    if (!entry) return;
    this.store.entries.delete(key);
    this.store.bytes -= entry.bytes;
  }
}
