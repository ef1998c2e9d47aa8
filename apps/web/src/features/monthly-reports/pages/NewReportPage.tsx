import { Loader, Stack, Text, Title } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { isStaffRoleNum, monthLabel } from '@kaizen/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ForbiddenPage } from '../../../components/errors/ForbiddenPage';
import { RouteErrorContent } from '../../../components/errors/RouteErrorPage';
import { useMe } from '../../auth/public';
import { useTemplate, useCreateReport } from '../api/reports';
import { MonthField } from '../components/MonthField';
import { clearDraft, readDraft } from '../../../lib/drafts';
import { draftKeys, reportValuesSchema, valuesOf } from '../components/editor/drafts';
import { ReportEditorForm } from '../components/editor/ReportEditorForm';
import { currentMonth } from '../format';
import { reportsPath, type NewReportKind } from '../paths';

const headings: Record<NewReportKind, string> = { regular: '定例レポート作成', point: 'スポットレポート作成' };

function NewReport({ projectId, kind }: { projectId: number; kind: NewReportKind }) {
  const draftKey = draftKeys.newReport(projectId, kind);
  // A regular report reopens on the month its draft was written for; otherwise this month.
  const [month, setMonth] = useState(
    () =>
      (kind === 'regular' ? readDraft(localStorage, draftKey, reportValuesSchema)?.month : undefined) ?? currentMonth(),
  );
  const [dirty, setDirty] = useState(false);
  const template = useTemplate(projectId, kind, month);
  const create = useCreateReport(projectId);

  const changeMonth = (next: string) => {
    if (next === month) return;
    const reload = () => {
      clearDraft(localStorage, draftKey);
      setMonth(next);
    };
    if (!dirty) {
      reload();
      return;
    }
    openConfirmModal({
      title: 'テンプレートの読み込み直し',
      children: (
        <Text size="sm">
          {monthLabel(next)}の実績からレポートを作り直します。入力した内容は破棄されます。よろしいですか？
        </Text>
      ),
      labels: { confirm: '読み込み直す', cancel: 'キャンセル' },
      confirmProps: { color: 'red' },
      onConfirm: reload,
    });
  };

  const monthField = kind === 'regular' ? <MonthField month={month} onChange={changeMonth} /> : null;
  if (template.isPending) {
    return (
      <Stack gap="md">
        <Title order={1} fz="xl">
          {headings[kind]}
        </Title>
        {monthField}
        <Loader size="sm" aria-label="テンプレートを読み込んでいます" />
      </Stack>
    );
  }
  if (template.error) return <RouteErrorContent error={template.error} />;

  return (
    <ReportEditorForm
      // A new month starts a new editor from that month's template.
      key={`${kind}-${month}`}
      projectId={projectId}
      heading={headings[kind]}
      saved={valuesOf(template.data)}
      draftKey={draftKey}
      draftMonth={kind === 'regular' ? month : undefined}
      files={[]}
      saving={create.isPending}
      onSave={async (values) => (await create.mutateAsync({ ...values, is_regular: kind === 'regular' ? 1 : 0 })).id}
      cancelTo={reportsPath(projectId)}
      onDirtyChange={setDirty}
    >
      {monthField}
    </ReportEditorForm>
  );
}

/**
 * /client/{projectId}/newRegularReport and /newPointReport: a new report from the template (a
 * regular one from the chosen month's facts). Staff only; the server refuses client users too.
 */
export function NewReportPage({ kind }: { kind: NewReportKind }) {
  const projectId = Number(useParams().clientProjectId);
  const me = useMe();
  if (!isStaffRoleNum(me.role_num)) return <ForbiddenPage />;
  return <NewReport key={`${projectId}-${kind}`} projectId={projectId} kind={kind} />;
}
