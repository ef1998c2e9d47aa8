import { Switch } from '@mantine/core';
import type { MonthlyReportListItem } from '@kaizen/domain';
import { useSetVisibility } from '../api/writes';

/**
 * 公開 / 非公開. The switch shows what the server holds: it flips once the server has answered and
 * the list is refetched, and a refused change leaves it as it was (product.md §4 visibility).
 */
export function VisibilitySwitch({ report }: { report: MonthlyReportListItem }) {
  const setVisibility = useSetVisibility(report.project_id);
  const shown = report.is_show === 1;
  return (
    <Switch
      aria-label={`「${report.title}」を公開する`}
      checked={shown}
      disabled={setVisibility.isPending}
      label={shown ? '公開' : '非公開'}
      onChange={(event) => setVisibility.mutate({ id: report.id, is_show: event.currentTarget.checked ? 1 : 0 })}
    />
  );
}
