import { Button, Stack, Text, Title } from '@mantine/core';
import type { MeasureReportResponse } from '@kaizen/domain';
import { IconFilePlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useCreateReport } from '../api/report';
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
      <div>
        <Text size="xs" c="dimmed">
          施策レポート
        </Text>
        <Title order={1} fz="xl">
          {data.base.measure || '（無題の施策）'}
        </Title>
      </div>
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
