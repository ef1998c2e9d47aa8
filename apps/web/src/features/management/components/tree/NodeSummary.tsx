import { Anchor, Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { expectedUpliftText, nodeKindLabels, type MasterItem } from '@kaizen/domain';
import { IconEyeOff, IconFileAnalytics, IconLink } from '@tabler/icons-react';
import { formatPeriod } from '../../../../lib/dates';
import { PrefetchLink } from '../../../../components/PrefetchLink';
import { tooltipLabel } from '../../../../components/TooltipScope';
import { reportPath } from '../../../../lib/measure-report-paths';
import { renameNode } from '../../api/nodes';
import { useManagement } from '../context';
import { InlineText } from '../../../../components/editors/InlineText';
import { StatusBadge } from '../../../../components/editors/StatusBadge';
import { NodeAssignees } from '../../../assignees/public';
import { NodeMetricFigures } from '../../../metrics/public';
import { CountedCommentsButton } from '../../../comments/public';
import { DeadlineText } from '../deadline/DeadlineText';
import { isOverdue } from '../deadline/overdue';
import type { KindedNode } from './visible-rows';
import classes from './tree.module.css';

const rankColors = { A: 'red', B: 'orange', C: 'yellow', D: 'gray' } as const;
/** The server decides which reports the reader may open (null: every measure, staff). */
const mayOpenReport = (links: number[] | null, measureId: number) => links === null || links.includes(measureId);
const nameOf = (items: { id: number; name: string }[], id: number | null) => items.find((i) => i.id === id)?.name;

/** A node as its row shows it when not in edit mode: kind, status, title (renamed in place), and its key facts. */
export function NodeSummary({ item }: { item: KindedNode }) {
  const { kind, node } = item;
  const { projectId, info, displayItems, canEdit, saveNode } = useManagement();
  const columns = displayItems.columns;
  const subject = `${nodeKindLabels[kind]}「${node.title || '（無題）'}」`;
  const title = (
    <div className={classes.title}>
      <InlineText
        value={node.title}
        label={`${subject}の名前`}
        placeholder="（無題）"
        required
        readOnly={!canEdit}
        onSave={(next) => saveNode(renameNode(kind, node.id, next))}
      />
    </div>
  );
  /** 期限, when the display items show it: red once passed on an open item. */
  const deadline = (deadLine: string | null, status: number | null, statuses: MasterItem[]) =>
    columns.dead_line && deadLine ? (
      <DeadlineText deadLine={deadLine} overdue={isOverdue(deadLine, status, statuses)} />
    ) : null;
  const comments = (
    <CountedCommentsButton
      projectId={projectId}
      target={{ target_kind: kind, target_id: node.id }}
      itemLabel={subject}
    />
  );
  const kindBadge = (
    <Badge size="xs" variant="outline" color="gray" className={classes.kind}>
      {nodeKindLabels[kind]}
    </Badge>
  );

  switch (item.kind) {
    case 'kpi': {
      const kpi = item.node;
      return (
        <div className={classes.summary}>
          <Group gap={6} wrap="wrap">
            {kindBadge}
            {columns.status ? <StatusBadge status={kpi.status} items={info.status} /> : null}
            {title}
            {deadline(kpi.deadLine, kpi.status, info.status)}
            <NodeAssignees kind="kpi" id={kpi.id} subject={subject} assignees={kpi.assignees} />
            {comments}
          </Group>
          <NodeMetricFigures binding={{ node: 'kpi', kpi_id: kpi.id }} subject={subject} />
          {columns.current && kpi.current.text ? (
            <Text size="xs" c="dimmed" className={classes.note}>
              現状：{kpi.current.text}
            </Text>
          ) : null}
          {columns.detail && kpi.detail.text ? (
            <Text size="xs" c="dimmed" className={classes.note}>
              詳細：{kpi.detail.text}
            </Text>
          ) : null}
        </div>
      );
    }
    case 'task': {
      const task = item.node;
      return (
        <Group gap={6} wrap="wrap" className={classes.summary}>
          {kindBadge}
          {columns.status ? <StatusBadge status={task.status} items={info.status} /> : null}
          {title}
          {task.link ? (
            <Anchor href={task.link} target="_blank" rel="noopener noreferrer" aria-label="リンクを開く">
              <IconLink size={14} />
            </Anchor>
          ) : null}
          {deadline(task.deadLine, task.status, info.status)}
          <NodeAssignees kind="task" id={task.id} subject={subject} assignees={task.assignees} />
          {comments}
        </Group>
      );
    }
    case 'hypothesis': {
      const h = item.node;
      const category = nameOf(info.category, h.category);
      const status = nameOf(info.hypothesis_status, h.hypothesis_status);
      return (
        <Group gap={6} wrap="wrap" className={classes.summary}>
          {kindBadge}
          {columns.category && category ? (
            <Badge size="xs" variant="light" color="indigo">
              {category}
            </Badge>
          ) : null}
          {title}
          {status ? (
            <Text size="xs" c="dimmed">
              {status}
            </Text>
          ) : null}
          {comments}
        </Group>
      );
    }
    case 'measure': {
      const m = item.node;
      return (
        <Group gap={6} wrap="wrap" className={classes.summary}>
          {kindBadge}
          {columns.status ? <StatusBadge status={m.status} items={info.measure_status} /> : null}
          {columns.rank ? (
            <Badge
              size="sm"
              color={rankColors[m.rank]}
              variant="filled"
              data-testid={`rank-${m.id}`}
              aria-label={`ランク${m.rank}`}
            >
              {/* Read aloud as ランクA: a screen reader reads a badge's text, not its label. */}
              <VisuallyHidden>ランク</VisuallyHidden>
              {m.rank}
            </Badge>
          ) : null}
          {title}
          {m.is_show === 0 ? (
            <IconEyeOff size={14} aria-label="非表示" {...tooltipLabel('クライアントには表示されません')} />
          ) : null}
          {columns.importance ? (
            <Text size="xs" c="dimmed">
              重要度 {nameOf(info.master_importance, m.importance) ?? '—'}
            </Text>
          ) : null}
          {columns.urgency ? (
            <Text size="xs" c="dimmed">
              緊急度 {nameOf(info.master_urgency, m.urgency) ?? '—'}
            </Text>
          ) : null}
          {columns.period && m.verification_start_date ? (
            <Text size="xs" c="dimmed">
              {formatPeriod(m.verification_start_date, m.verification_end_date)}
            </Text>
          ) : null}
          {m.expected_uplift !== null ? (
            <Text size="xs" c="dimmed" {...tooltipLabel('見込み上昇率：検証結果が出るまで効果見込みに使います')}>
              {expectedUpliftText(m.expected_uplift)}
            </Text>
          ) : null}
          {deadline(m.deadLine, m.status, info.measure_status)}
          <NodeAssignees kind="measure" id={m.id} subject={subject} assignees={m.assignees} />
          {comments}
          {mayOpenReport(info.permissions.report_links, m.id) ? (
            <Anchor
              component={PrefetchLink}
              to={reportPath(projectId, m.id)}
              size="xs"
              aria-label={`施策「${m.title || '（無題）'}」のレポート`}
              className={classes.reportLink}
              {...tooltipLabel('施策レポート')}
            >
              <IconFileAnalytics size={14} aria-hidden />
              レポート
            </Anchor>
          ) : null}
        </Group>
      );
    }
    case 'work': {
      const w = item.node;
      return (
        <Group gap={6} wrap="wrap" className={classes.summary}>
          {kindBadge}
          {title}
          {deadline(w.deadLine, null, [])}
          <NodeAssignees kind="work" id={w.id} subject={subject} assignees={w.assignees} />
          {comments}
        </Group>
      );
    }
    default:
      return (
        <Group gap={6} wrap="wrap" className={classes.summary}>
          {kindBadge}
          {title}
          {comments}
        </Group>
      );
  }
}
