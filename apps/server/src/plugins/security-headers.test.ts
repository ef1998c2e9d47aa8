import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { helmetHeaders } from './security-headers.js';

const options: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'self'"], connectSrc: ["'self'", 'https://provider.example'] },
  },
  crossOriginEmbedderPolicy: false,
};

/** A response as Node makes one, already carrying a header helmet removes. */
function response(): ServerResponse {
  const answer = new ServerResponse(new IncomingMessage(new Socket()));
  answer.setHeader('X-Powered-By', 'somebody');
  return answer;
}

describe('helmetHeaders', () => {
  it('leaves a response with exactly the headers helmet’s own middleware gives it', () => {
    const byHelmet = response();
    helmet(options)(new IncomingMessage(new Socket()), byHelmet, (error) => {
      if (error) throw error;
    });
    const replayed = response();
    const apply = helmetHeaders(options);
    apply(replayed);

    expect(replayed.getHeaders()).toEqual(byHelmet.getHeaders());
    expect(replayed.getHeader('x-powered-by')).toBeUndefined();
    expect(replayed.getHeader('content-security-policy')).toBe(
      "default-src 'self';connect-src 'self' https://provider.example",
    );

    // The same recording serves every later response.
    const next = response();
    apply(next);
    expect(next.getHeaders()).toEqual(byHelmet.getHeaders());
  });

  it('refuses, when built, options helmet refuses', () => {
    expect(() => helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } })).toThrow(
      /default-src/,
    );
  });
});
