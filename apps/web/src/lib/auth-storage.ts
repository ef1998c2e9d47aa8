import { DEFAULT_STRATEGY, strategies, STRATEGY_STORAGE_KEY, tokenStorageKey, type Strategy } from '@kaizen/domain';
import { clearUserData } from './user-storage';

/** The signed-in token lives in localStorage under auth._token.<strategy> (product.md §9.2), with auth.strategy beside it. */
export function currentStrategy(): Strategy {
  const stored = localStorage.getItem(STRATEGY_STORAGE_KEY);
  return strategies.find((s) => s === stored) ?? DEFAULT_STRATEGY;
}

export function getToken(): string | null {
  return localStorage.getItem(tokenStorageKey(currentStrategy()));
}

export function saveToken(strategy: Strategy, token: string): void {
  clearToken();
  localStorage.setItem(STRATEGY_STORAGE_KEY, strategy);
  localStorage.setItem(tokenStorageKey(strategy), token);
}

/** Signs the browser out (logout, a revoked or expired token, the next sign-in): the user's kept data goes too. */
export function clearToken(): void {
  for (const strategy of strategies) localStorage.removeItem(tokenStorageKey(strategy));
  localStorage.removeItem(STRATEGY_STORAGE_KEY);
  clearUserData(localStorage);
}
