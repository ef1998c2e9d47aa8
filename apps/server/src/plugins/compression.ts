import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { answerCompression } from '../lib/compression-options.js';

/**
 * Compresses answers (JSON, and built files that have no precompressed copy) as
 * lib/compression-options.ts says. The live-event stream writes to the socket itself (hijack), so it
 * is never buffered for compression.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, { global: true, ...answerCompression });
});
