import { Card, Group, List, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { TodayResponse } from '@kaizen/domain';
import { useState } from 'react';
import { leftOutUnder, rowsByProject, rowsInProjectOrder, todayRows, todaySections, type TodayRow } from './today-rows';
import { TodayRowItem } from './TodayRowItem';

type Grouping = 'section' | 'project';
type Order = 'date' | 'project';

function LeftOut({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Text size="xs" c="dimmed" mt={4}>
      ほか {count} 件
    </Text>
  );
}

function Rows({ rows, showProject }: { rows: TodayRow[]; showProject: boolean }) {
  return (
    <List listStyleType="none" spacing={0} p={0}>
      {rows.map((row) => (
        <TodayRowItem key={row.key} row={row} showProject={showProject} />
      ))}
    </List>
  );
}

/**
 * 今日やること's sections (issue 33 §2), by kind of work or by project. Empty sections are left out;
 * with nothing at all the list says so, and how many assigned items wait further ahead.
 */
export function TodayList({
  data,
  headingLevel = 2,
  maxRows = Infinity,
}: {
  data: TodayResponse;
  headingLevel?: 2 | 3;
  /** Rows a card shows at most (the dashboard's short list); the rest are counted under it. */
  maxRows?: number;
}) {
  const [grouping, setGrouping] = useState<Grouping>('section');
  const [order, setOrder] = useState<Order>('date');
  const listed = todayRows(data);
  const rows = order === 'project' ? rowsInProjectOrder(listed) : listed;
  const later =
    data.assigned_later_count > 0 ? (
      <Text size="sm" c="dimmed">
        ほかに担当している未完了の項目が {data.assigned_later_count} 件あります（期限が来週以降または未設定）。
      </Text>
    ) : null;
  if (rows.length === 0) {
    return (
      <Stack gap="xs">
        <Text>今日やることはありません。</Text>
        {later}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="flex-end" gap="md">
        {grouping === 'section' && (
          <SegmentedControl
            aria-label="並び順"
            size="xs"
            value={order}
            onChange={(value) => setOrder(value as Order)}
            data={[
              { value: 'date', label: '日付順' },
              { value: 'project', label: 'プロジェクト名順' },
            ]}
          />
        )}
        <SegmentedControl
          aria-label="まとめ方"
          size="xs"
          value={grouping}
          onChange={(value) => setGrouping(value as Grouping)}
          data={[
            { value: 'section', label: '種類ごと' },
            { value: 'project', label: 'プロジェクトごと' },
          ]}
        />
      </Group>
      {grouping === 'section'
        ? todaySections.map((section) => {
            const inSection = rows.filter((r) => r.section === section.id);
            if (inSection.length === 0) return null;
            const shown = inSection.slice(0, maxRows);
            const more = inSection.length - shown.length + leftOutUnder(data, rows, section.id);
            return (
              <Card key={section.id} withBorder padding="sm" component="section" aria-label={section.title}>
                <Title order={headingLevel} fz="md" mb={4}>
                  {section.title}（{shown.length + more}件）
                </Title>
                <Rows rows={shown} showProject />
                <LeftOut count={more} />
              </Card>
            );
          })
        : rowsByProject(rows).map((group) => {
            const shown = group.rows.slice(0, maxRows);
            return (
              <Card key={group.projectId} withBorder padding="sm" component="section" aria-label={group.projectName}>
                <Title order={headingLevel} fz="md" mb={4}>
                  {group.projectName}（{group.rows.length}件）
                </Title>
                <Rows rows={shown} showProject={false} />
                <LeftOut count={group.rows.length - shown.length} />
              </Card>
            );
          })}
      {later}
    </Stack>
  );
}
