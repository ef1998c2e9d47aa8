import { Button, Group, Text } from '@mantine/core';
import type { KpiNode, ManagementTree, NodeKind } from '@kaizen/domain';
import { IconPlus } from '@tabler/icons-react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useManagement } from '../context';
import { AddChildRow } from './AddChildRow';
import { NonKpiGroupRow } from './NonKpiGroupRow';
import { TreeRow } from './TreeRow';
import focus from '../../../../components/focus-target/focus-target.module.css';
import { focusProps } from '../../../../components/focus-target/use-focus-anchor';
import { useDocumentTop } from './use-document-top';
import { rowAnchor, useTreeFocus } from './use-tree-focus';
import { keysOfKind, NON_KPI_GROUP_KEY, nodeKey, visibleRows, type Adding } from './visible-rows';
import classes from './tree.module.css';
import { TreeImportButtons } from '../import/TreeImportButtons';

const levelButtons = [
  { label: 'すべて開く', kind: null },
  { label: 'KPIのみ', kind: 'kpi' },
  { label: '課題まで', kind: 'task' },
  { label: '要因まで', kind: 'factor' },
  { label: '仮説まで', kind: 'hypothesis' },
] as const;

/** A KPI still missing its current or detail text opens in edit mode (product.md §4 edit mode), until closed or saved. */
const wantsEditing = (kpi: KpiNode) => kpi.current.text.trim() === '' || kpi.detail.text.trim() === '';

/**
 * The board layout: the whole hierarchy as indented rows, folded per node or per level, with drag
 * and drop. Rows are virtualised — only those on screen are drawn — so a 20,000-node project stays
 * responsive.
 */
export function TreeView({
  tree,
  shows,
}: {
  tree: ManagementTree;
  /** The nodes the 担当者 filter shows; absent, all. */
  shows?: ((kind: NodeKind, id: number) => boolean) | undefined;
}) {
  const { canEdit, displayItems } = useManagement();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [adding, setAdding] = useState<Adding | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const listRef = useRef<HTMLDivElement>(null);

  const rows = useMemo(
    () => visibleRows(tree, { collapsed, levels: displayItems.levels, adding, shows }),
    [tree, collapsed, displayItems.levels, adding, shows],
  );
  const kpisWantingEdit = useMemo(
    () => new Set(tree.kpi_array.filter(wantsEditing).map((kpi) => nodeKey('kpi', kpi.id))),
    [tree.kpi_array],
  );

  const scrollMargin = useDocumentTop(listRef);

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => 40,
    overscan: 10,
    scrollMargin,
    // The first render already draws a screen of rows, instead of an empty list that a second, synchronous
    // render fills once the window has been measured.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    getItemKey: (i) => rows[i]?.key ?? i,
  });

  const focused = useTreeFocus(rows, (index) => virtualizer.scrollToIndex(index, { align: 'center' }));

  const toggle = useCallback((key: string) => {
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);
  const setEditing = useCallback((key: string, open: boolean) => {
    setOpened((prev) => {
      const next = new Set(prev);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });
    setClosed((prev) => {
      const next = new Set(prev);
      if (open) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);
  const add = useCallback((next: Adding) => {
    setAdding(next);
    // A new child must be seen: open the parent.
    if (next.parentKind !== 'root' && next.parentKind !== 'non-kpi-group' && next.parentId !== null) {
      const key = nodeKey(next.parentKind, next.parentId);
      setCollapsed((prev) => (prev.has(key) ? new Set([...prev].filter((k) => k !== key)) : prev));
    }
  }, []);
  const isEditing = (key: string) => opened.has(key) || (kpisWantingEdit.has(key) && !closed.has(key));

  return (
    <div>
      <Group gap="xs" className={classes.toolbar}>
        {canEdit ? (
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => add({ parentKind: 'root', parentId: null, childKind: 'kpi' })}
          >
            KPIを追加
          </Button>
        ) : null}
        <TreeImportButtons />
        <Text size="xs" c="dimmed" ml="sm">
          表示：
        </Text>
        {levelButtons.map(({ label, kind }) => (
          <Button
            key={label}
            size="compact-xs"
            variant="default"
            onClick={() => setCollapsed(kind === null ? new Set() : new Set(keysOfKind(tree, kind)))}
          >
            {label}
          </Button>
        ))}
      </Group>
      {tree.kpi_array.length === 0 ? (
        <Text c="dimmed" size="sm" py="md">
          KPIはまだありません。
          {canEdit ? '「KPIを追加」から作成するか、未整理の課題を左の欄にドロップしてください。' : ''}
        </Text>
      ) : null}
      <div
        ref={listRef}
        role="list"
        aria-label="改善ツリー"
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const anchor = rowAnchor(row);
          return (
            <div
              key={row.key}
              data-index={item.index}
              className={focus.target}
              {...(anchor === null ? {} : focusProps(anchor, focused))}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start - scrollMargin}px)`,
              }}
            >
              {row.type === 'node' ? (
                <TreeRow
                  {...row.item}
                  rowKey={row.key}
                  depth={row.depth}
                  parentId={row.drag.parentId}
                  index={row.drag.index}
                  taskGroup={row.drag.taskGroup}
                  childCount={row.childCount}
                  expanded={row.expanded}
                  editing={canEdit && isEditing(row.key)}
                  onToggle={toggle}
                  onEditing={setEditing}
                  onAdd={add}
                />
              ) : row.type === 'non-kpi-group' ? (
                <NonKpiGroupRow
                  count={row.count}
                  expanded={row.expanded}
                  onToggle={() => toggle(NON_KPI_GROUP_KEY)}
                  onAdd={() => add({ parentKind: 'non-kpi-group', parentId: null, childKind: 'task' })}
                />
              ) : (
                <AddChildRow adding={row.adding} depth={row.depth} onClose={() => setAdding(null)} />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
