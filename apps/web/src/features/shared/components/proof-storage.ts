/**
 * A link's proof (its password was typed) for this tab only, so a reload or the print preview does
 * not ask again; it expires on the server after an hour whatever is kept here.
 */
const key = (token: string) => `kaizen.sharedProof.${token}`;

export function storedProof(token: string): string | null {
  try {
    return sessionStorage.getItem(key(token));
  } catch {
    return null;
  }
}

export function storeProof(token: string, proof: string | null): void {
  try {
    if (proof === null) sessionStorage.removeItem(key(token));
    else sessionStorage.setItem(key(token), proof);
  } catch {
    // Storage refused (private mode): the password is asked again after a reload.
  }
}
