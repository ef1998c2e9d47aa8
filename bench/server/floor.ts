import Fastify from 'fastify';

export interface Floor {
  run(): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * The least any call answering `body` can cost: a bare Fastify route sending the same JSON,
 * serialised once beforehand, through the same inject path.
 */
export async function floorFor(body: unknown): Promise<Floor> {
  const bare = Fastify();
  const payload = JSON.stringify(body);
  bare.get('/floor', async (_request, reply) => reply.type('application/json').send(payload));
  await bare.ready();
  return { run: () => bare.inject({ method: 'GET', url: '/floor' }), close: () => bare.close() };
}
