export declare function ephemeralRange(text?: string): { low: number; high: number } | null;
export declare function searchRange(range: { low: number; high: number } | null): { from: number; to: number } | null;
export declare function freePort(): Promise<number>;
