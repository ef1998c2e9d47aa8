import { DEMO_PASSWORD } from '../../../apps/server/src/db/seeds/demo.js';

/** A bearer token for a demo account, signed in over HTTP as the web app does. */
export async function signIn(baseUrl: string, account: string, strategy: 'admin' | 'client'): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password: DEMO_PASSWORD, strategy }),
  });
  if (!response.ok) throw new Error(`signing in as ${account} answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
