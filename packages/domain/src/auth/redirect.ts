/**
 * The path to return to after sign-in, or null when it is not a safe internal path (product.md §5 redirect, §6):
 * it must start with exactly one '/', not '//' or '/\' (protocol-relative), and carry no scheme
 * or control characters. Browsers treat '\' like '/', and strip tabs and newlines, so both count.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (hasControlCharacter(value)) return null;
  if (!value.startsWith('/')) return null;
  const second = value.charAt(1);
  if (second === '/' || second === '\\') return null;
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/login#')) return null;
  return value;
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
