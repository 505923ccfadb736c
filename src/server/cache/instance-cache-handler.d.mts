export type TagState = { stale?: number; expired?: number };
export type Entry = { value: unknown; lastModified: number; cacheControl?: unknown; tags: string[]; bytes: number };
export type Store = { entries: Map<string, Entry>; tags: Map<string, TagState>; bytes: number };

export declare function instanceStore(): Store;
export declare function entryTags(value: unknown, ctx?: { tags?: string[]; softTags?: string[] }): string[];
export declare function isOutdated(
  tagStates: Map<string, TagState>,
  tags: string[],
  lastModified: number,
  now: number,
): boolean;
export declare function approximateBytes(value: unknown): number;

export default class InstanceCacheHandler {
  constructor(options?: { maxMemoryCacheSize?: number });
  maxBytes: number;
  store: Store;
  get(
    key: string,
    ctx?: { tags?: string[]; softTags?: string[] },
  ): Promise<{ value: unknown; lastModified: number; cacheControl?: unknown } | null>;
  set(
    key: string,
    data: unknown,
    ctx?: { tags?: string[]; cacheControl?: unknown; fetchCache?: boolean },
  ): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
  remove(key: string): void;
}
