/**
 * The loading bar's timing rules (product.md §4.1, §9.1): it appears only when work lasts longer than the
 * 200 ms throttle, creeps towards the end over the 5 s duration, and ends as finished or failed.
 */
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;
/** How long the full bar stays before it fades; a red one stays longer so it is noticed. */
export const LOADING_BAR_LINGER_MS = 400;
export const LOADING_BAR_FAILED_LINGER_MS = 1500;

export type LoadingBarPhase = 'idle' | 'waiting' | 'running' | 'finished' | 'failed';

export interface LoadingBarState {
  phase: LoadingBarPhase;
  /** When the current work began (ms), for the progress of a running bar. */
  startedAt: number;
  /** Work began while a failure was still shown: it starts once the red bar has had its time. */
  startPending?: boolean;
}

export type LoadingBarEvent = 'start' | 'finish' | 'fail' | 'throttle-elapsed' | 'linger-elapsed';

export const idleLoadingBar: LoadingBarState = { phase: 'idle', startedAt: 0 };

export function loadingBarReducer(state: LoadingBarState, event: LoadingBarEvent, now: number): LoadingBarState {
  switch (event) {
    case 'start':
      if (state.phase === 'waiting' || state.phase === 'running') return state;
      // A failure stays visible for its whole linger, even when new work begins at once.
      if (state.phase === 'failed') return { ...state, startPending: true };
      return { phase: 'waiting', startedAt: now };
    case 'throttle-elapsed':
      return state.phase === 'waiting' ? { ...state, phase: 'running' } : state;
    case 'finish':
      // Work that ended inside the throttle never showed a bar.
      if (state.phase === 'waiting') return idleLoadingBar;
      if (state.phase === 'failed' && state.startPending) return { phase: 'failed', startedAt: state.startedAt };
      return state.phase === 'running' ? { ...state, phase: 'finished' } : state;
    case 'fail':
      return state.phase === 'idle' ? state : { ...state, phase: 'failed' };
    case 'linger-elapsed':
      if (state.phase === 'failed' && state.startPending) return { phase: 'waiting', startedAt: now };
      return state.phase === 'finished' || state.phase === 'failed' ? idleLoadingBar : state;
  }
}

/** Percent shown: eases towards 95 % over the duration; full once finished or failed. */
export function loadingBarPercent(state: LoadingBarState, now: number): number {
  if (state.phase === 'finished' || state.phase === 'failed') return 100;
  if (state.phase !== 'running') return 0;
  const elapsed = Math.max(0, now - state.startedAt);
  return Math.min(95, (elapsed / LOADING_BAR_DURATION_MS) * 95);
}
