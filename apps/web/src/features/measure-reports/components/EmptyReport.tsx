import { Button, Stack, Text } from '@mantine/core';
import type { MeasureReportResponse } from '@kaizen/domain';
import { IconFilePlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useCreateReport } from '../api/report';
import { ReportTitle } from './ReportTitle';
import { reportEditPath } from '../../../lib/measure-report-paths';

/** No report yet: says so, and lets whoever may edit create one (then edit it). */
export function EmptyReport({
  data,
  projectId,
  measureId,
}: {
  data: MeasureReportResponse;
  projectId: number;
  measureId: number;
}) {
  const create = useCreateReport(measureId);
  const navigate = useNavigate();
  return (
    <Stack gap="md" align="flex-start">
      <ReportTitle label="施策レポート" measure={data.base.measure} />
      <Text>レポートはまだ作成されていません</Text>
      {data.can_edit ? (
        <Button
          leftSection={<IconFilePlus size={16} />}
          loading={create.isPending}
          onClick={() =>
            create.mutate(
              { measure_id: measureId },
              { onSuccess: () => navigate(reportEditPath(projectId, measureId)) },
            )
          }
        >
          レポートを作成
        </Button>
      ) : null}
    </Stack>
  );
}
