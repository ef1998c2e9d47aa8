import type { KeyboardEvent } from 'react';

/**
 * True while a Japanese IME is composing: the Enter that confirms a conversion must never save.
 * Chrome and Safari report it differently (isComposing, or keyCode 229), so both are checked.
 */
export function isImeComposing(event: Pick<KeyboardEvent, 'nativeEvent' | 'keyCode'>): boolean {
  return event.nativeEvent.isComposing || event.keyCode === 229;
}

/**
 * A keydown handler: Enter confirms, Escape cancels — but neither while an IME is composing, where
 * Enter confirms the conversion and Escape abandons it.
 */
export function editKeys(handlers: { onEnter?: () => void; onEscape?: () => void }) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (isImeComposing(event)) return;
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      handlers.onEnter?.();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      handlers.onEscape?.();
    }
  };
}
