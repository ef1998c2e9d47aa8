import { describe, expect, it } from 'vitest';
import {
  idleLoadingBar,
  LOADING_BAR_DURATION_MS,
  loadingBarPercent,
  loadingBarReducer,
  type LoadingBarEvent,
  type LoadingBarState,
} from './loading-bar-state';

function run(events: [LoadingBarEvent, number][], from: LoadingBarState = idleLoadingBar): LoadingBarState {
  return events.reduce((state, [event, at]) => loadingBarReducer(state, event, at), from);
}

describe('loadingBarReducer', () => {
  it('waits through the throttle before showing', () => {
    const state = run([['start', 1000]]);
    expect(state).toEqual({ phase: 'waiting', startedAt: 1000 });
    expect(loadingBarPercent(state, 1100)).toBe(0);
  });

  it('never shows a bar for work that ends inside the throttle', () => {
    expect(
      run([
        ['start', 0],
        ['finish', 150],
      ]),
    ).toEqual(idleLoadingBar);
  });

  it('runs after the throttle and finishes full, then goes idle', () => {
    const running = run([
      ['start', 0],
      ['throttle-elapsed', 200],
    ]);
    expect(running.phase).toBe('running');
    const finished = loadingBarReducer(running, 'finish', 900);
    expect(finished.phase).toBe('finished');
    expect(loadingBarPercent(finished, 900)).toBe(100);
    expect(loadingBarReducer(finished, 'linger-elapsed', 1300)).toEqual(idleLoadingBar);
  });

  it('marks a failure, even before the throttle elapsed', () => {
    expect(
      run([
        ['start', 0],
        ['fail', 50],
      ]).phase,
    ).toBe('failed');
    expect(
      run([
        ['start', 0],
        ['throttle-elapsed', 200],
        ['fail', 600],
      ]).phase,
    ).toBe('failed');
  });

  it('keeps a failure on screen when new work starts, then shows that work', () => {
    const failed = run([
      ['start', 0],
      ['throttle-elapsed', 200],
      ['fail', 600],
      ['start', 610],
    ]);
    expect(failed.phase).toBe('failed');
    expect(loadingBarPercent(failed, 700)).toBe(100);
    expect(loadingBarReducer(failed, 'linger-elapsed', 2100)).toEqual({ phase: 'waiting', startedAt: 2100 });
  });

  it('goes idle after a failure when the work that began meanwhile has ended', () => {
    const state = run([
      ['start', 0],
      ['fail', 100],
      ['start', 110],
      ['finish', 150],
      ['linger-elapsed', 1600],
    ]);
    expect(state).toEqual(idleLoadingBar);
  });

  it('ignores a failure when nothing is loading', () => {
    expect(loadingBarReducer(idleLoadingBar, 'fail', 10)).toEqual(idleLoadingBar);
  });

  it('keeps the first start time while work overlaps', () => {
    expect(
      run([
        ['start', 0],
        ['throttle-elapsed', 200],
        ['start', 500],
      ]),
    ).toEqual({ phase: 'running', startedAt: 0 });
  });

  it('ignores a stale throttle timer', () => {
    expect(loadingBarReducer(idleLoadingBar, 'throttle-elapsed', 200)).toEqual(idleLoadingBar);
  });
});

describe('loadingBarPercent', () => {
  const running: LoadingBarState = { phase: 'running', startedAt: 0 };
  it('grows with time over the duration and stops short of the end', () => {
    expect(loadingBarPercent(running, LOADING_BAR_DURATION_MS / 2)).toBeCloseTo(47.5);
    expect(loadingBarPercent(running, LOADING_BAR_DURATION_MS)).toBe(95);
    expect(loadingBarPercent(running, LOADING_BAR_DURATION_MS * 3)).toBe(95);
  });
  it('is 0 when idle', () => {
    expect(loadingBarPercent(idleLoadingBar, 1000)).toBe(0);
  });
});
