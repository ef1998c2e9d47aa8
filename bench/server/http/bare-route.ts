import Fastify from 'fastify';

/**
 * The yardstick of the HTTP bench, run as a process of its own: a bare Fastify route answering
 * GET /floor with the JSON in BENCH_BARE_BODY, serialised once beforehand. No hooks, no logging, no
 * database: the least any API call answering the same bytes can cost on this machine.
 */
const body = process.env.BENCH_BARE_BODY ?? '{}';
const app = Fastify();
app.get('/floor', async (_request, reply) => reply.type('application/json').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
