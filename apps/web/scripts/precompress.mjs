// After `vite build`: a brotli (.br) and a gzip (.gz) copy beside every text file of dist/, at the
// highest settings — done once per build, so every download is as small as it can be. The server
// sends them with Content-Encoding (@fastify/static preCompressed). Fonts (woff2) and images are
// compressed already and are left alone; a copy that saves less than a tenth is not written.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest|ttf|otf)$/i;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let raw = 0;
let brotli = 0;
for (const file of files(dist)) {
  if (!TEXT.test(file)) continue;
  const data = readFileSync(file);
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gz = gzipSync(data, { level: 9 });
  if (br.length < data.length * 0.9) writeFileSync(`${file}.br`, br);
  if (gz.length < data.length * 0.9) writeFileSync(`${file}.gz`, gz);
  raw += data.length;
  brotli += Math.min(br.length, data.length);
}
console.log(`precompressed dist/: ${(raw / 1024).toFixed(0)} KiB of text, ${(brotli / 1024).toFixed(0)} KiB as brotli`);
