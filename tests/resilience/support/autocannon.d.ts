// The part of autocannon's programmatic API the load suite uses (the package ships no types).
declare module "autocannon" {
  type RawRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    pipelining?: number;
    requests?: Array<
      RawRequest & {
        setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
        onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
      }
    >;
  };
  type Histogram = { average: number; p50: number; p99: number; max: number };
  export type Result = {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    duration: number;
  };
  type Instance = Promise<Result> & {
    stop(): void;
    on(event: "reqError", listener: (error: Error & { code?: string }) => void): Instance;
  };
  function autocannon(options: Options): Instance;
  export default autocannon;
}
