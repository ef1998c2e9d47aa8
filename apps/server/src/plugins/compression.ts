import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses answers above 1 KiB (JSON, and built files that have no precompressed copy) with
 * brotli or gzip, as the browser accepts. Brotli's own default, quality 11, is meant for files
 * compressed once; on a 4 MB tree answer it costs seconds of CPU, while quality 4 is about as fast as
 * gzip and still smaller. zstd is left out: Node offers it only from 22.15, and the same request
 * should get the same answer on every supported Node. The live-event stream writes to the socket
 * itself (hijack), so it is never buffered for compression.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
