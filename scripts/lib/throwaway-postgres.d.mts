// Types for the TypeScript tests that import the throwaway server (tests/resilience).
export const DEFAULT_PG_BIN_DIR: string;

export type ThrowawayPostgres = {
  url: string;
  port: number;
  dir: string;
  stop: () => Promise<void>;
  stopServer: (mode?: "fast" | "immediate") => Promise<void>;
  startServer: () => Promise<void>;
};

export function postgresBinDir(): string;
export function hasPostgresBinaries(binDir?: string): Promise<boolean>;
export function startThrowawayPostgres(): Promise<ThrowawayPostgres>;
