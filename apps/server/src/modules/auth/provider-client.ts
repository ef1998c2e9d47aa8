import { userResponseSchema, type Me } from '@kaizen/domain';

const PROVIDER_TIMEOUT_MS = 5000;

/**
 * Asks the admin sign-in provider who a token belongs to (GET {provider}/api/v1/users/me).
 * Null when the provider refuses the token, is unreachable, or answers something unexpected.
 */
export async function fetchProviderUser(providerApiBase: string, token: string): Promise<Me | null> {
  try {
    const response = await fetch(`${providerApiBase}/api/v1/users/me`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const parsed = userResponseSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.user : null;
  } catch {
    return null;
  }
}
