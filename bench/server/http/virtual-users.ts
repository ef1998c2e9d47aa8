import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** How the call is named in the error list; its path without the query by default. */
  label?: string;
}

export interface Answer {
  status: number;
  json(): unknown;
}

/** One virtual user's connection: each call waits the user's think time first, then is timed. */
export interface Session {
  call(call: Call): Promise<Answer>;
}

export interface Sample {
  label: string;
  ms: number;
  /** 0 when the connection failed. */
  status: number;
}

export interface VirtualUser {
  token: string;
  /** One pass of what the user does; it runs again and again until the time is up. */
  script(session: Session): Promise<void>;
}

/** Thrown by a call once the run's time is up, to end the user's loop. */
class TimeUp extends Error {}

/** A think time drawn from an exponential distribution (users do not click in step), capped at 5× the mean. */
function thinkTime(meanMs: number): number {
  return Math.min(5 * meanMs, -Math.log(1 - Math.random()) * meanMs);
}

function send(agent: http.Agent, baseUrl: string, token: string, call: Call): Promise<Answer> {
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${call.path}`,
      {
        method: call.method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          // As a browser asks, so the server compresses what it would compress for one.
          'accept-encoding': 'br, gzip',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const encoding = response.headers['content-encoding'];
          resolve({
            status: response.statusCode ?? 0,
            json: () => {
              const raw = Buffer.concat(chunks);
              const text = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
              return JSON.parse(text.toString('utf8')) as unknown;
            },
          });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * Every user on a keep-alive connection of its own, running its script with a think time of
 * `thinkMs` on average before each call (0: back to back), for `seconds`. Returns every call's time
 * and status; a call that fails on the connection counts with status 0, and the script starts over.
 */
export async function runVirtualUsers(options: {
  baseUrl: string;
  users: VirtualUser[];
  seconds: number;
  thinkMs: number;
}): Promise<{ samples: Sample[]; seconds: number }> {
  const samples: Sample[] = [];
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  const runUser = async (user: VirtualUser) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const session: Session = {
      call: async (call) => {
        if (options.thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, thinkTime(options.thinkMs)));
        if (performance.now() >= deadline) throw new TimeUp();
        const label = call.label ?? `${call.method} ${call.path.split('?')[0]}`;
        const start = performance.now();
        try {
          const answer = await send(agent, options.baseUrl, user.token, call);
          samples.push({ label, ms: performance.now() - start, status: answer.status });
          return answer;
        } catch (error) {
          samples.push({ label, ms: performance.now() - start, status: 0 });
          throw error;
        }
      },
    };
    try {
      while (performance.now() < deadline) {
        try {
          await user.script(session);
        } catch (error) {
          if (error instanceof TimeUp) break;
          // A failed call is already counted; the user starts the script over, as one reloads.
        }
      }
    } finally {
      agent.destroy();
    }
  };

  await Promise.all(options.users.map(runUser));
  return { samples, seconds: (performance.now() - started) / 1000 };
}
