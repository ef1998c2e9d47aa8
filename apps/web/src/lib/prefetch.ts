/** The parts of navigator.connection that matter here (not in every browser, hence optional). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Link prefetch is skipped offline, in data-saver mode and on 2g connections (product.md §9.1). */
export function canPrefetch(online: boolean, connection: ConnectionInfo | undefined): boolean {
  if (!online) return false;
  if (connection?.saveData) return false;
  if (connection?.effectiveType?.includes('2g')) return false;
  return true;
}

export function browserCanPrefetch(): boolean {
  const nav = navigator as Navigator & { connection?: ConnectionInfo };
  return canPrefetch(nav.onLine, nav.connection);
}
