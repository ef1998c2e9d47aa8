import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { loadingBar, useLoadingBarState } from '../lib/loading-bar-store';
import { LOADING_BAR_DURATION_MS, loadingBarPercent } from '../lib/loading-bar-state';
import classes from './LoadingBar.module.css';

/** Whether a page or a server call is under way: what the loading bar shows. */
export function useWorkUnderWay(): boolean {
  const navigation = useNavigation();
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  return navigation.state !== 'idle' || fetching + mutating > 0;
}

/** The thin bar at the top of the window while a page or a server call is under way. */
export function LoadingBar() {
  const busy = useWorkUnderWay();
  const state = useLoadingBarState();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (busy) loadingBar.start();
    else loadingBar.finish();
  }, [busy]);

  // Follow the clock a few times a second while running, so the width grows.
  useEffect(() => {
    if (state.phase !== 'running') return undefined;
    const timer = setInterval(() => setNow(Date.now()), LOADING_BAR_DURATION_MS / 25);
    return () => clearInterval(timer);
  }, [state.phase]);

  const percent = loadingBarPercent(state, now);
  return (
    <div
      className={classes.bar}
      data-phase={state.phase}
      role="progressbar"
      aria-label="読み込み中"
      aria-hidden={state.phase === 'idle'}
      aria-valuenow={Math.round(percent)}
      aria-valuemin={0}
      aria-valuemax={100}
      style={{ width: `${percent}%` }}
    />
  );
}
