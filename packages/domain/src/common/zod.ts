import { z } from 'zod';

// One locale for every schema, on the server and in the browser: fallback messages are Japanese.
// User-facing fields still carry their own explicit message; this covers the rest.
z.config(z.locales.ja());

export { z };
