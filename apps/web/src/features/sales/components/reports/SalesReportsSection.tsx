import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { SalesReportListItem } from '@kaizen/domain';
import { IconPlus } from '@tabler/icons-react';
import { DeleteReportButton } from '../../../../components/DeleteReportButton';
import { RouteErrorContent } from '../../../../components/errors/RouteErrorPage';
import { ReportListTable } from '../../../../components/markdown/ReportListTable';
import { PrefetchLink } from '../../../../components/PrefetchLink';
import { VisibilitySwitch } from '../../../../components/VisibilitySwitch';
import { useDeleteSalesReport, useSaleReports, useSetSalesReportVisibility } from '../../api/reports';
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

const edit = {
  visibility: (report: SalesReportListItem) => <ReportVisibility report={report} />,
  remove: (report: SalesReportListItem) => <ReportDelete report={report} />,
};

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
        <ReportListTable
          label="営業レポート一覧"
          minWidth={600}
          reports={list.data.reports}
          href={(report) => salesReportPath(area, report.sale_id, report.id)}
          edit={list.data.can_edit ? edit : undefined}
          rowTestId={(report) => `sales-report-row-${report.id}`}
        />
      )}
    </Stack>
  );
}
