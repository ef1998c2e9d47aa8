import { MAX_PATTERN_NUM, MIN_PATTERN_NUM, commonMessages, measureReportMessages } from '@kaizen/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { confirmDeletion } from '../../../../components/confirm-deletion';
import { NumberField } from '../../../../components/NumberField';
import { isImeComposing } from '../../../../lib/ime';
import { toast } from '../../../../lib/toasts';
import { measureReportQuery, useLowerPatternNum, useRaisePatternNum } from '../../api/report';
import { useReport } from '../context';
import { patternLoss, patternLossMessage } from '../../pattern-loss';

/**
 * パターン数: a higher number adds patterns at the end at once; a lower one first fetches the
 * report afresh, then asks with the names of the patterns that go (and their screenshots and filled
 * values), and only then deletes them (product.md §4 measure reports). Applied on Enter or when leaving the field.
 */
export function PatternNumControl() {
  const { measureId, report } = useReport();
  const queryClient = useQueryClient();
  const raise = useRaisePatternNum(measureId);
  const lower = useLowerPatternNum(measureId);
  const [draft, setDraft] = useState<number | null | undefined>(undefined);
  const latest = useRef<number | null | undefined>(undefined);
  const [checking, setChecking] = useState(false);
  const current = report.pattern_num;

  const askToLower = async (next: number) => {
    setChecking(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...measureReportQuery(measureId), staleTime: 0 });
      const freshNum = fresh.report?.pattern_num ?? current;
      if (next >= freshNum) return;
      confirmDeletion({
        title: 'パターンを削除',
        message: patternLossMessage(patternLoss(fresh, next)),
        onConfirm: () => lower.mutate({ measure_id: measureId, pattern_num: next }),
      });
    } catch {
      toast.failure(commonMessages.deleteFailed);
    } finally {
      setChecking(false);
    }
  };

  const commit = () => {
    const next = latest.current;
    latest.current = undefined;
    setDraft(undefined);
    if (next === undefined || next === null || next === current || raise.isPending || lower.isPending || checking) {
      return;
    }
    if (!Number.isInteger(next) || next < MIN_PATTERN_NUM || next > MAX_PATTERN_NUM) {
      toast.error(commonMessages.editFailed, measureReportMessages.patternNumRange(MAX_PATTERN_NUM));
      return;
    }
    if (next > current) raise.mutate({ measure_id: measureId, pattern_num: next });
    else void askToLower(next);
  };

  return (
    <NumberField
      label="パターン数"
      size="xs"
      w={96}
      value={draft === undefined ? current : draft}
      disabled={checking}
      description={`${MIN_PATTERN_NUM}〜${MAX_PATTERN_NUM}`}
      onChange={(next) => {
        latest.current = next;
        setDraft(next);
      }}
      onKeyDown={(event) => {
        if (isImeComposing(event)) return;
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        } else if (event.key === 'Escape') {
          event.preventDefault();
          latest.current = undefined;
          setDraft(undefined);
        }
      }}
      onBlur={commit}
    />
  );
}
