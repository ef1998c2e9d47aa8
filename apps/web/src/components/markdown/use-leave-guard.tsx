import { monthlyReportMessages } from '@kaizen/domain';
import { Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

/**
 * Asks before unsaved changes are left behind: a dialog for a move inside the app (React Router's
 * blocker) and the browser's own prompt on reload or close. `allowLeaving` lets the move after a
 * successful save through.
 */
export function useLeaveGuard(unsaved: boolean) {
  const allowed = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      unsaved && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
    [unsaved],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let decided = false;
    openConfirmModal({
      title: '編集内容が保存されていません',
      children: <Text size="sm">{monthlyReportMessages.leaveConfirm}</Text>,
      labels: { confirm: 'ページを離れる', cancel: '編集を続ける' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        decided = true;
        blocker.proceed();
      },
      onClose: () => {
        if (!decided) blocker.reset();
      },
    });
  }, [blocker]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when a value is set (their own text is shown either way).
      event.returnValue = monthlyReportMessages.leaveConfirm;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return {
    allowLeaving: useCallback(() => {
      allowed.current = true;
    }, []),
  };
}
