import { afterEach } from 'vitest';

// Mantine reads these browser APIs; jsdom lacks them. Only component tests run under jsdom.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.HTMLElement.prototype.scrollIntoView ??= () => undefined;
  // Loaded only here: testing-library and React DOM cost about half a second, which node files skip.
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
