import { Anchor, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { SalesReportListItem } from '@kaizen/domain';
import { IconPlus } from '@tabler/icons-react';
import { DeleteReportButton } from '../../../components/DeleteReportButton';
import { RouteErrorContent } from '../../../components/errors/RouteErrorPage';
import { PrefetchLink } from '../../../components/PrefetchLink';
import { VisibilitySwitch } from '../../../components/VisibilitySwitch';
import { useDeleteSalesReport, useSaleReports, useSetSalesReportVisibility } from '../api/reports';
import { formatDay } from './format';
import { newSalesReportPath, salesReportPath, type SalesArea } from './paths';

function ReportVisibility({ report }: { report: SalesReportListItem }) {
  const setVisibility = useSetSalesReportVisibility();
  return (
    <VisibilitySwitch
      title={report.title}
      shown={report.is_show === 1}
      pending={setVisibility.isPending}
      onChange={(isShow) => setVisibility.mutate({ id: report.id, is_show: isShow })}
    />
  );
}

function ReportDelete({ report }: { report: SalesReportListItem }) {
  const remove = useDeleteSalesReport();
  return (
    <DeleteReportButton
      title={report.title}
      pending={remove.isPending}
      onDelete={() => remove.mutate({ id: report.id })}
    />
  );
}

function SalesReportTable({
  reports,
  canEdit,
  area,
}: {
  reports: SalesReportListItem[];
  canEdit: boolean;
  area: SalesArea;
}) {
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="営業レポート一覧">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>タイトル</Table.Th>
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
            <Table.Tr key={report.id} data-testid={`sales-report-row-${report.id}`}>
              <Table.Td>
                <Anchor component={PrefetchLink} to={salesReportPath(area, report.sale_id, report.id)}>
                  {report.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{report.user_name ?? '—'}</Table.Td>
              <Table.Td>{formatDay(report.updated_at)}</Table.Td>
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

/**
 * A sales customer's reports on its page: newest first, each with its 公開 switch and delete, and
 * 新規作成. Writing happens under /admin/sales whichever area the list is shown in; reading stays in it.
 */
export function SalesReportsSection({ saleId, area }: { saleId: number; area: SalesArea }) {
  const list = useSaleReports(saleId);
  return (
    <Stack gap="sm" component="section" aria-label="営業レポート">
      <Group justify="space-between" align="flex-end">
        <Title order={2} fz="lg">
          レポート
        </Title>
        {list.data?.can_edit ? (
          <Button
            component={PrefetchLink}
            to={newSalesReportPath(saleId)}
            leftSection={<IconPlus size={16} />}
            className="no-print"
          >
            新規作成
          </Button>
        ) : null}
      </Group>
      {list.isPending ? (
        <Loader size="sm" aria-label="レポートを読み込んでいます" />
      ) : list.error ? (
        <RouteErrorContent error={list.error} />
      ) : list.data.reports.length === 0 ? (
        <Text c="dimmed" py="sm">
          レポートはまだありません。
        </Text>
      ) : (
        <SalesReportTable reports={list.data.reports} canEdit={list.data.can_edit} area={area} />
      )}
    </Stack>
  );
}
