import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** What helmet's middleware does to a response: the headers it sets and the ones it removes. */
interface HeaderChanges {
  set: [name: string, value: string][];
  removed: string[];
}

/**
 * helmet's headers for `options`, worked out once: returns what sets them on a response.
 * @fastify/helmet builds helmet's middleware again on every request, parsing the policy each time —
 * a sixth of a small API call's time. With no nonces and no directive that reads the request, the
 * headers are the same for every response, so one run of the middleware is recorded and replayed.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): (response: ServerResponse) => void {
  const changes: HeaderChanges = { set: [], removed: [] };
  const recorder = {
    setHeader(name: string, value: string) {
      changes.set.push([name, value]);
    },
    removeHeader(name: string) {
      changes.removed.push(name);
    },
  };
  let failure: unknown;
  // The middleware only calls setHeader and removeHeader (it throws on an option it does not accept).
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure !== undefined) throw failure;

  return (response) => {
    for (const name of changes.removed) response.removeHeader(name);
    for (const [name, value] of changes.set) response.setHeader(name, value);
  };
}
