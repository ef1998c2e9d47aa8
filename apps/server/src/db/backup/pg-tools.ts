import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { BackupError } from './backup-error.js';

const run = promisify(execFile);

export type PgTool = 'pg_dump' | 'pg_restore';

export interface PgToolCandidate {
  path: string;
  major: number;
}

/** Debian and Ubuntu install each client version side by side here; PATH holds only the newest. */
const DEBIAN_CLIENTS = '/usr/lib/postgresql';

/**
 * Picks the binary for a server of major version serverMajor. pg_dump refuses a server newer than
 * itself, and a newer pg_dump writes commands an older server may not know (its pg_restore emits
 * them too), so the same major version is best; failing that, the oldest newer one.
 */
export function choosePgTool(tool: PgTool, candidates: PgToolCandidate[], serverMajor: number): string {
  const usable = candidates.filter((candidate) => candidate.major >= serverMajor).sort((a, b) => a.major - b.major);
  const chosen = usable.find((candidate) => candidate.major === serverMajor) ?? usable[0];
  if (chosen) return chosen.path;
  const found = candidates.length
    ? `found only ${[...new Set(candidates.map((c) => `${tool} ${c.major}`))].join(', ')}`
    : `found no ${tool}`;
  throw new BackupError(
    `The database server is PostgreSQL ${serverMajor}, and ${tool} must be version ${serverMajor} or newer: ${found}. ` +
      `Install the PostgreSQL ${serverMajor} client (e.g. apt-get install postgresql-client-${serverMajor}) ` +
      `or set PG_BIN_DIR to the directory holding its ${tool}.`,
  );
}

/** Where to look: PG_BIN_DIR first when set (then nothing else), else Debian's per-version folders and PATH. */
function candidatePaths(tool: PgTool, env: NodeJS.ProcessEnv): string[] {
  if (env.PG_BIN_DIR) return [path.join(env.PG_BIN_DIR, tool)];
  const versioned = fs.existsSync(DEBIAN_CLIENTS)
    ? fs.readdirSync(DEBIAN_CLIENTS).map((version) => path.join(DEBIAN_CLIENTS, version, 'bin', tool))
    : [];
  return [...versioned, tool];
}

async function versionOf(binary: string): Promise<number | undefined> {
  try {
    const { stdout } = await run(binary, ['--version']);
    // "pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)"
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

export async function findPgTool(tool: PgTool, serverMajor: number, env = process.env): Promise<string> {
  const candidates: PgToolCandidate[] = [];
  for (const binary of candidatePaths(tool, env)) {
    const major = await versionOf(binary);
    if (major !== undefined) candidates.push({ path: binary, major });
  }
  return choosePgTool(tool, candidates, serverMajor);
}

/**
 * Runs a client tool, on the database of url when given. The password goes in PGPASSWORD, not on
 * the command line, where every user of the machine could read it in the process list.
 */
export async function runPgTool(binary: string, args: string[], url?: string): Promise<string> {
  let connection: string[] = [];
  let env = process.env;
  if (url) {
    const address = new URL(url);
    const password = decodeURIComponent(address.password);
    address.password = '';
    connection = ['--no-password', `--dbname=${address.toString()}`];
    if (password) env = { ...process.env, PGPASSWORD: password };
  }
  try {
    const { stdout } = await run(binary, [...args, ...connection], { env, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new BackupError(`${path.basename(binary)} failed: ${stderr || String(error)}`);
  }
}
