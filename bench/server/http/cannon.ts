import autocannon from 'autocannon';

export interface CannonRun {
  requests: number;
  seconds: number;
  /** Every response's time in ms: autocannon's own summary has no 95th percentile. */
  latencies: number[];
  /** Connection errors and timeouts, and answers other than 2xx. */
  errors: number;
}

/** `connections` keep-alive connections sending GET `url` back to back for `seconds`. */
export async function cannon(options: {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
}): Promise<CannonRun> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: options.url, headers: options.headers, connections: options.connections, duration: options.seconds },
      (error: unknown, done) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    latencies,
    errors: result.errors + result.non2xx,
  };
}
