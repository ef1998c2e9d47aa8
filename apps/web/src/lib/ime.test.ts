import { describe, expect, it, vi } from 'vitest';
import type { KeyboardEvent } from 'react';
import { editKeys, isImeComposing } from './ime';

function keyEvent(key: string, { composing = false, keyCode = 0, shiftKey = false } = {}) {
  return {
    key,
    keyCode,
    shiftKey,
    nativeEvent: { isComposing: composing },
    preventDefault: vi.fn(),
  } as unknown as KeyboardEvent<HTMLElement>;
}

describe('isImeComposing', () => {
  it('sees composition through isComposing or keyCode 229', () => {
    expect(isImeComposing(keyEvent('Enter', { composing: true }))).toBe(true);
    expect(isImeComposing(keyEvent('Enter', { keyCode: 229 }))).toBe(true);
    expect(isImeComposing(keyEvent('Enter', { keyCode: 13 }))).toBe(false);
  });
});

describe('editKeys', () => {
  it('confirms on Enter and cancels on Escape', () => {
    const onEnter = vi.fn();
    const onEscape = vi.fn();
    const handle = editKeys({ onEnter, onEscape });
    handle(keyEvent('Enter', { keyCode: 13 }));
    handle(keyEvent('Escape', { keyCode: 27 }));
    expect(onEnter).toHaveBeenCalledOnce();
    expect(onEscape).toHaveBeenCalledOnce();
  });

  it('does nothing for the Enter or Escape of an IME conversion', () => {
    const onEnter = vi.fn();
    const onEscape = vi.fn();
    const handle = editKeys({ onEnter, onEscape });
    handle(keyEvent('Enter', { composing: true }));
    handle(keyEvent('Enter', { keyCode: 229 }));
    handle(keyEvent('Escape', { composing: true }));
    expect(onEnter).not.toHaveBeenCalled();
    expect(onEscape).not.toHaveBeenCalled();
  });

  it('leaves Shift+Enter alone (a new line in multi-line fields)', () => {
    const onEnter = vi.fn();
    editKeys({ onEnter })(keyEvent('Enter', { keyCode: 13, shiftKey: true }));
    expect(onEnter).not.toHaveBeenCalled();
  });
});
