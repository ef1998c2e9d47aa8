import { Anchor, Table, Text } from '@mantine/core';
import type { MonthlyReportListItem } from '@kaizen/domain';
import { PrefetchLink } from '../../../components/PrefetchLink';
import { formatPeriod, formatUpdated } from '../format';
import { reportPath } from '../paths';
import { ReportDelete, ReportVisibility } from './ReportActions';
import { ReportTypeBadge } from './ReportTypeBadge';

/** The project's reports, newest first; staff also get the 公開 switch and delete. */
export function ReportTable({ reports, canEdit }: { reports: MonthlyReportListItem[]; canEdit: boolean }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="レポート一覧">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>タイトル</Table.Th>
            <Table.Th w={90}>種類</Table.Th>
            <Table.Th w={200}>期間</Table.Th>
            <Table.Th w={120}>作成者</Table.Th>
            <Table.Th w={100}>更新日</Table.Th>
            {canEdit ? (
              <>
                <Table.Th w={110}>公開設定</Table.Th>
                <Table.Th w={50}>
                  <Text span size="xs" c="dimmed">
                    削除
                  </Text>
                </Table.Th>
              </>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reports.map((report) => (
            <Table.Tr key={report.id} data-testid={`report-row-${report.id}`}>
              <Table.Td>
                <Anchor component={PrefetchLink} to={reportPath(report.project_id, report.id)}>
                  {report.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <ReportTypeBadge type={report.type} />
              </Table.Td>
              <Table.Td>{formatPeriod(report.period_start, report.period_end)}</Table.Td>
              <Table.Td>{report.user_name ?? '—'}</Table.Td>
              <Table.Td>{formatUpdated(report.updated_at)}</Table.Td>
              {canEdit ? (
                <>
                  <Table.Td>
                    <ReportVisibility report={report} />
                  </Table.Td>
                  <Table.Td>
                    <ReportDelete report={report} />
                  </Table.Td>
                </>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
