// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollToAnchor } from './use-focus-anchor';

const atAnchor = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/client/1/management#kpi-3']}>{children}</MemoryRouter>
);

/** The hook's page: `scroll` finds the item from the given render on. */
function renderScroll(foundFromRender = 1) {
  let renders = 0;
  const scroll = vi.fn(() => {
    renders += 1;
    return renders >= foundFromRender;
  });
  const hook = renderHook(() => useScrollToAnchor('kpi-3', scroll), { wrapper: atAnchor });
  return { scroll, rerender: () => hook.rerender() };
}

describe('useScrollToAnchor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries again on each render until the item is there', () => {
    const { scroll, rerender } = renderScroll(3);
    rerender();
    rerender();
    expect(scroll).toHaveBeenCalledTimes(3);
  });

  it('keeps the item in view while the page settles: content arriving above moves it back', () => {
    const { scroll, rerender } = renderScroll();
    rerender();
    rerender();
    expect(scroll).toHaveBeenCalledTimes(3);
  });

  it("leaves the user's own scrolling alone once they use the wheel, a key or the pointer", () => {
    for (const input of ['wheel', 'keydown', 'pointerdown', 'touchstart']) {
      const { scroll, rerender } = renderScroll();
      act(() => {
        window.dispatchEvent(new Event(input));
      });
      rerender();
      expect(scroll, input).toHaveBeenCalledTimes(1);
    }
  });

  it('counts the page as settled after a few seconds', () => {
    const { scroll, rerender } = renderScroll();
    act(() => {
      vi.advanceTimersByTime(8000);
    });
    rerender();
    expect(scroll).toHaveBeenCalledTimes(1);
  });

  it('still scrolls to an item that arrives after the page settled', () => {
    const { scroll, rerender } = renderScroll(2);
    act(() => {
      window.dispatchEvent(new Event('keydown'));
    });
    rerender();
    rerender();
    expect(scroll).toHaveBeenCalledTimes(2);
  });
});
