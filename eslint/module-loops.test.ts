// Web features and server modules must depend on each other in one direction only. import-x/no-cycle
// sees loops between files; this sees them between folders, where two features can lean on each
// other through different files without any one file-level cycle.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Every specifier of an import, re-export or dynamic import, type-only ones included: a type is a
// dependency too.
const specifierPattern = /\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** For each folder directly under `dir`, the other folders its files import (and one file that does). */
function folderGraph(dir: string): Map<string, Map<string, string>> {
  const base = path.join(root, dir);
  const graph = new Map<string, Map<string, string>>();
  for (const folder of readdirSync(base, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const uses = new Map<string, string>();
    for (const file of sourceFiles(path.join(base, folder.name))) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(specifierPattern)) {
        if (!specifier?.startsWith('.')) continue;
        const [target] = path.relative(base, path.resolve(path.dirname(file), specifier)).split(path.sep);
        if (target && target !== '..' && target !== folder.name && !uses.has(target)) {
          uses.set(target, path.relative(root, file));
        }
      }
    }
    graph.set(folder.name, uses);
  }
  return graph;
}

/** The shortest path of folders from `from` to `to`, both included, or null. */
function shortestPath(graph: Map<string, Map<string, string>>, from: string, to: string): string[] | null {
  const previous = new Map<string, string>();
  const queue = [from];
  for (let index = 0; index < queue.length; index += 1) {
    const current = queue[index] as string;
    for (const next of [...(graph.get(current)?.keys() ?? [])].sort()) {
      if (previous.has(next) || next === from) continue;
      previous.set(next, current);
      if (next === to) {
        const route = [to];
        while (route[0] !== from) route.unshift(previous.get(route[0] as string) as string);
        return route;
      }
      queue.push(next);
    }
  }
  return null;
}

/** Each loop once, as "a → b → a (a/x.ts imports b; b/y.ts imports a)". */
function loops(dir: string): string[] {
  const graph = folderGraph(dir);
  const found = new Map<string, string>();
  for (const [folder, uses] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
    for (const used of [...uses.keys()].sort()) {
      const back = shortestPath(graph, used, folder);
      if (!back) continue;
      const cycle = [folder, ...back];
      const members = cycle.slice(0, -1);
      const key = [...members].sort().join(' ');
      if (found.has(key)) continue;
      const evidence = members.map((member, index) => {
        const next = cycle[index + 1] as string;
        return `${graph.get(member)?.get(next)} imports ${next}`;
      });
      found.set(key, `${cycle.join(' → ')} (${evidence.join('; ')})`);
    }
  }
  return [...found.values()];
}

describe('no loops between folders', () => {
  it('web features depend on each other in one direction', () => {
    expect(loops('apps/web/src/features')).toEqual([]);
  });

  it('server modules depend on each other in one direction', () => {
    expect(loops('apps/server/src/modules')).toEqual([]);
  });
});
