// Types for the TypeScript tests that start a cluster (tests/cluster).
export declare const ROOT: string;

export type ClusterInstance = {
  name: string;
  port: number;
  url: string;
  pid: () => number | undefined;
  running: () => boolean;
  output: () => string;
  start: () => Promise<number>;
  kill: (signal?: NodeJS.Signals) => Promise<void>;
  stop: () => Promise<void>;
};

export type Cluster = {
  url: string;
  databaseUrl: string;
  throwawayDatabase: boolean;
  instances: ClusterInstance[];
  nginx: { pid: () => number | undefined; output: () => string; errorLog: () => string };
  stop: () => Promise<void>;
};

export declare function startCluster(options?: {
  root?: string;
  port?: number;
  databaseUrl?: string;
  instances?: number;
  env?: NodeJS.ProcessEnv;
  instanceEnv?: (index: number) => Record<string, string>;
  siteUrl?: string;
  nginxBin?: string;
  onOutput?: (source: string, line: string) => void;
}): Promise<Cluster>;

export declare function freePort(): Promise<number>;
