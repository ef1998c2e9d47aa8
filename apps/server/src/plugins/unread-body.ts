import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The most of an unread body the server reads on to keep the connection: reading a small rest costs
 * less than the client's new connection; a larger one is not worth the server's time.
 */
export const DRAIN_LIMIT_BYTES = 1024 * 1024;

/** The body as declared, when it is declared (a chunked body is not). */
function declaredLength(request: FastifyRequest): number | undefined {
  const header = request.headers['content-length'];
  const length = header === undefined ? Number.NaN : Number(header);
  return Number.isFinite(length) ? length : undefined;
}

/**
 * An answer sent before the body was read to its end (a refused upload, a body over its limit): the
 * rest of the body would otherwise sit unread, the socket paused under it, and the next request on
 * that keep-alive connection would never be read. The rest is read and thrown away — and when it is
 * larger than worth reading (or of unknown size) the answer says Connection: close, so the
 * connection ends once it is sent. Either way the next request is answered.
 */
async function settleUnreadBody(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const raw = request.raw;
  if (raw.complete || raw.readableEnded || raw.destroyed) return payload;
  const length = declaredLength(request);
  if (length === undefined || length > DRAIN_LIMIT_BYTES) reply.header('connection', 'close');
  // A reader that stopped (busboy, the JSON parser) may still hold the stream: let go, then discard.
  raw.unpipe();
  raw.resume();
  return payload;
}

export const unreadBodyPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', settleUnreadBody);
});
