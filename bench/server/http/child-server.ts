import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface ChildServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * A Node process serving HTTP on `port` (its own process, so the load generator in this one does
 * not share its event loop); resolves once `readyPath` answers 2xx. Its stdout is dropped: at the
 * default log level the server writes a line per request, as it would in production, and a
 * terminal would only slow that down.
 */
export async function startChildServer(options: {
  args: string[];
  env: NodeJS.ProcessEnv;
  port: number;
  readyPath: string;
  name: string;
}): Promise<ChildServer> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const child: ChildProcess = spawn(process.execPath, options.args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: options.env,
  });
  let exited = false;
  let stopping = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      if (!stopping) console.error(`${options.name} stopped on its own (exit code ${code}, signal ${signal})`);
      resolve();
    }),
  );
  const stop = async () => {
    stopping = true;
    if (exited) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exit;
    clearTimeout(killer);
  };

  // Migrations and the demo seed run before the server listens; on PostgreSQL that takes a while.
  const deadline = Date.now() + 60_000;
  try {
    for (;;) {
      if (exited) throw new Error(`${options.name} stopped before answering`);
      try {
        const response = await fetch(`${baseUrl}${options.readyPath}`);
        if (response.ok) break;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`${options.name} did not answer ${options.readyPath} within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
