import { Button, Group } from '@mantine/core';
import { isStaffRoleNum } from '@kaizen/domain';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { EditAndPrintButtons } from '../../../components/EditAndPrintButtons';
import { PrefetchLink } from '../../../components/PrefetchLink';
import { useRecordPrint } from '../../../lib/record-export';
import { useMe } from '../../auth/public';
import { ShareLinksButton } from '../../share-links/public';
import { useReport } from './context';
import { ReportTitle } from './ReportTitle';
import classes from './measure-report.module.css';
import { reportEditPath, reportPath } from '../../../lib/measure-report-paths';

export const REPORT_FORM_ID = 'measure-report-form';

/** The measure's name and the screen's actions: 編集 and 印刷 when viewing, 表示に戻る and 保存 when editing. */
export function ReportHeader({ mode, saving }: { mode: 'view' | 'edit'; saving?: boolean }) {
  const { data, projectId, measureId } = useReport();
  const isStaff = isStaffRoleNum(useMe().role_num);
  useRecordPrint('report_pdf', projectId, mode === 'view');
  return (
    <header className={classes.header}>
      <ReportTitle label={mode === 'edit' ? '施策レポートの編集' : '施策レポート'} measure={data.base.measure} />
      <Group gap="xs" data-print-hide>
        {mode === 'view' ? (
          <>
            {isStaff ? <ShareLinksButton target={{ projectId, kind: 'measure_report', id: measureId }} /> : null}
            <EditAndPrintButtons editTo={data.can_edit ? reportEditPath(projectId, measureId) : undefined} />
          </>
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
