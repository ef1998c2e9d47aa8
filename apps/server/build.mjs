import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

// Bundles the server (with the shared domain package, which ships as TypeScript) into dist/.
// Runtime dependencies stay external and load from node_modules.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@kaizen/domain');

await build({
  entryPoints: {
    main: 'src/main.ts',
    'user-create': 'src/cli/user-create.ts',
    'rotate-secrets': 'src/cli/rotate-secrets.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
  },
  outdir: 'dist',
  bundle: true,
  // Code shared by the entries, and what main.ts imports only outside production (the demo data),
  // goes into chunks of its own, loaded when first imported.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('server built to apps/server/dist');
