import { Button, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { EditAndPrintButtons } from '../../../components/EditAndPrintButtons';
import { PrefetchLink } from '../../../components/PrefetchLink';
import { useRecordPrint } from '../../../lib/record-export';
import { useReport } from './context';
import classes from './measure-report.module.css';
import { reportEditPath, reportPath } from '../../../lib/measure-report-paths';

export const REPORT_FORM_ID = 'measure-report-form';

/** The measure's name and the screen's actions: 編集 and 印刷 when viewing, 表示に戻る and 保存 when editing. */
export function ReportHeader({ mode, saving }: { mode: 'view' | 'edit'; saving?: boolean }) {
  const { data, projectId, measureId } = useReport();
  useRecordPrint('report_pdf', projectId, mode === 'view');
  return (
    <header className={classes.header}>
      <div>
        <Text size="xs" c="dimmed">
          {mode === 'edit' ? '施策レポートの編集' : '施策レポート'}
        </Text>
        <Title order={1} fz="xl">
          {data.base.measure || '（無題の施策）'}
        </Title>
      </div>
      <Group gap="xs" data-print-hide>
        {mode === 'view' ? (
          <EditAndPrintButtons editTo={data.can_edit ? reportEditPath(projectId, measureId) : undefined} />
        ) : (
          <>
            <Button
              component={PrefetchLink}
              to={reportPath(projectId, measureId)}
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
            >
              表示に戻る
            </Button>
            <Button type="submit" form={REPORT_FORM_ID} loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
              保存
            </Button>
          </>
        )}
      </Group>
    </header>
  );
}
