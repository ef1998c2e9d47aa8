/** A Storage over a Map for unit tests; `failing` makes every call throw as a blocked storage does. */
export function memoryStorage(failing = false): Storage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  const guard = () => {
    if (failing) throw new Error('SecurityError');
  };
  return {
    items,
    get length() {
      guard();
      return items.size;
    },
    clear: () => items.clear(),
    key: (index) => {
      guard();
      return [...items.keys()][index] ?? null;
    },
    getItem: (key) => {
      guard();
      return items.get(key) ?? null;
    },
    setItem: (key, value) => {
      guard();
      items.set(key, value);
    },
    removeItem: (key) => {
      guard();
      items.delete(key);
    },
  };
}
