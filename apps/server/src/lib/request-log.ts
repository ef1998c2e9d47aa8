import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when it is answered: the request (method, url, host, address),
 * the status and the time taken. Fastify's default writes two, 'incoming request' and 'request
 * completed', and on a small call (GET /api/v1/projects over HTTP) log lines cost about a tenth of the
 * server's CPU (issue 14). A request that never gets an answer still shows in the lines Fastify
 * writes for it ('stream closed prematurely', errors), which this leaves as they are.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
