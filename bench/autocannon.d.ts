// The part of autocannon's API the benchmarks use (the package ships no type declarations).
declare module 'autocannon' {
  interface Percentiles {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    total: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    method?: string;
    timeout?: number;
  }
  interface Result {
    requests: Percentiles & { sent: number };
    latency: Percentiles;
    throughput: Percentiles;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }
  /** The run: a promise of its result, and an emitter of each answer (`responseTime` in milliseconds, with decimals). */
  interface Instance extends Promise<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): Instance;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
