import { useSyncExternalStore } from 'react';
import {
  idleLoadingBar,
  LOADING_BAR_FAILED_LINGER_MS,
  LOADING_BAR_LINGER_MS,
  LOADING_BAR_THROTTLE_MS,
  loadingBarReducer,
  type LoadingBarEvent,
  type LoadingBarState,
} from './loading-bar-state';

/**
 * The app-wide loading bar with start / finish / fail (product.md §4.1). Navigation and server calls drive
 * it; timers feed the throttle and the fade into the pure reducer.
 */
let state: LoadingBarState = idleLoadingBar;
const listeners = new Set<() => void>();
let throttleTimer: ReturnType<typeof setTimeout> | undefined;
let lingerTimer: ReturnType<typeof setTimeout> | undefined;

function dispatch(event: LoadingBarEvent): void {
  const next = loadingBarReducer(state, event, Date.now());
  if (next === state) return;
  const previous = state;
  state = next;
  if (next.phase === 'waiting' && previous.phase !== 'waiting') {
    clearTimeout(lingerTimer);
    throttleTimer = setTimeout(() => dispatch('throttle-elapsed'), LOADING_BAR_THROTTLE_MS);
  }
  if (next.phase === 'finished' || next.phase === 'failed') {
    clearTimeout(throttleTimer);
    clearTimeout(lingerTimer);
    const linger = next.phase === 'failed' ? LOADING_BAR_FAILED_LINGER_MS : LOADING_BAR_LINGER_MS;
    lingerTimer = setTimeout(() => dispatch('linger-elapsed'), linger);
  }
  if (next.phase === 'idle') clearTimeout(throttleTimer);
  listeners.forEach((listener) => listener());
}

export const loadingBar = {
  start: () => dispatch('start'),
  finish: () => dispatch('finish'),
  fail: () => dispatch('fail'),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoadingBarState(): LoadingBarState {
  return useSyncExternalStore(subscribe, () => state);
}
