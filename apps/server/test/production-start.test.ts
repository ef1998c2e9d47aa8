import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** Every input file and package the server loads before it serves: main's static imports, followed through. */
function loadedAtStart(metafile: Metafile): { inputs: string[]; packages: string[] } {
  const main = Object.keys(metafile.outputs).find((file) => file.endsWith('/main.js'));
  const seen = new Set<string>();
  const packages = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) packages.add(imported.path);
      else walk(imported.path);
    }
  };
  if (main) walk(main);
  const inputs = [...seen].flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {}));
  return { inputs, packages: [...packages] };
}

describe('the built server at start', () => {
  it('loads neither the demo data nor pngjs, which only the demo seed outside production imports', async () => {
    const result = await build({
      absWorkingDir: serverDir,
      entryPoints: { main: 'src/main.ts' },
      outdir: 'dist-test',
      bundle: true,
      splitting: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: Object.keys(pkg.dependencies).filter((name) => name !== '@kaizen/domain'),
      metafile: true,
      write: false,
      logLevel: 'silent',
    });
    const { inputs, packages } = loadedAtStart(result.metafile);
    expect(inputs).toContain('src/app.ts');
    expect(inputs.filter((file) => file.includes('db/seeds/demo'))).toEqual([]);
    expect(packages).toContain('fastify');
    expect(packages).not.toContain('pngjs');
  });
});
