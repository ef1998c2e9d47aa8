import { useDraggable, useDroppable } from '@dnd-kit/core';
import { ActionIcon, Group, Menu } from '@mantine/core';
import { nodeKindLabels, type NodeKind } from '@kaizen/domain';
import {
  IconChevronDown,
  IconChevronRight,
  IconGripVertical,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import { tooltipLabel } from '../../../../components/TooltipScope';
import { useManagement } from '../context';
import { offersDrop } from '../dnd/drop-plan';
import { dragId, type DragNode, type DropTarget, type TaskGroup } from '../dnd/types';
import { NodeEditForm } from './edit/NodeEditForm';
import { NodeSummary } from './NodeSummary';
import type { Adding, KindedNode } from './visible-rows';
import classes from './tree.module.css';

const INDENT = 22;

/** What "add" under each kind makes. */
const childKinds: Partial<Record<NodeKind, NodeKind[]>> = {
  kpi: ['task'],
  task: ['factor'],
  factor: ['hypothesis'],
  hypothesis: ['measure', 'work'],
};

/** The node as plain props (kind and node object), so the memo compares them as they are. */
export type TreeRowProps = KindedNode & {
  depth: number;
  parentId: number | null;
  index: number;
  taskGroup: TaskGroup | undefined;
  childCount: number;
  expanded: boolean;
  editing: boolean;
  rowKey: string;
  onToggle: (key: string) => void;
  onEditing: (key: string, open: boolean) => void;
  onAdd: (adding: Adding) => void;
};

/**
 * One node of the board: drag handle, fold, its summary or its edit form, and actions. Memoised
 * on plain values and the node object, so saving one node redraws only its own row.
 */
export const TreeRow = memo(function TreeRow(props: TreeRowProps) {
  const { kind, node, depth, parentId, index, taskGroup, childCount, expanded, editing, rowKey } = props;
  const { canEdit, deleteNode } = useManagement();
  const drag = useMemo<DragNode>(
    () => ({
      type: 'node',
      kind,
      id: node.id,
      title: node.title,
      parentId,
      index,
      ...(taskGroup ? { taskGroup } : {}),
    }),
    [kind, node.id, node.title, parentId, index, taskGroup],
  );
  const target = useMemo<DropTarget>(
    () => ({ type: 'node', node: drag, hasChildren: childCount > 0 }),
    [drag, childCount],
  );
  const {
    attributes,
    listeners,
    setNodeRef: dragRef,
    isDragging,
  } = useDraggable({ id: dragId(drag), data: drag, disabled: !canEdit });
  const {
    setNodeRef: dropRef,
    isOver,
    active,
  } = useDroppable({
    id: `drop-${dragId(drag)}`,
    data: target,
    disabled: !canEdit,
  });
  const label = `${nodeKindLabels[kind]}「${node.title || '（無題）'}」`;
  const children = childKinds[kind] ?? [];

  return (
    <div
      ref={(element) => {
        dragRef(element);
        dropRef(element);
      }}
      className={classes.row}
      data-kind={kind}
      data-over={(isOver && offersDrop(active?.data.current as DragNode | undefined, target)) || undefined}
      data-dragging={isDragging || undefined}
      data-testid={`tree-${rowKey}`}
      role="listitem"
      aria-label={label}
    >
      <div className={classes.indent} style={{ width: depth * INDENT }} />
      {canEdit ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={`${label}を移動`}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={14} />
        </ActionIcon>
      ) : null}
      {children.length > 0 ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-expanded={expanded}
          aria-label={`${label}を${expanded ? '折りたたむ' : '展開する'}`}
          onClick={() => props.onToggle(rowKey)}
          disabled={childCount === 0}
        >
          {expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
        </ActionIcon>
      ) : (
        <div style={{ width: 22 }} />
      )}
      <div style={{ flex: 1, minWidth: 0 }}>
        {editing ? (
          <NodeEditForm item={props} onDone={() => props.onEditing(rowKey, false)} />
        ) : (
          <NodeSummary item={props} />
        )}
      </div>
      {canEdit && !editing ? (
        <Group gap={2} wrap="nowrap" className={classes.actions}>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={`${label}を編集する`}
            onClick={() => props.onEditing(rowKey, true)}
            {...tooltipLabel('編集')}
          >
            <IconPencil size={14} />
          </ActionIcon>
          {children.length === 1 && children[0] ? (
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={`${label}に${nodeKindLabels[children[0]]}を追加`}
              onClick={() => props.onAdd({ parentKind: kind, parentId: node.id, childKind: children[0] as NodeKind })}
              {...tooltipLabel(`${nodeKindLabels[children[0]]}を追加`)}
            >
              <IconPlus size={14} />
            </ActionIcon>
          ) : null}
          {/* returnFocus off: focus goes to the new child's input, not back here (which would close it). */}
          {children.length > 1 ? (
            <Menu position="bottom-end" withinPortal returnFocus={false}>
              <Menu.Target>
                <ActionIcon variant="subtle" size="sm" aria-label={`${label}に追加`}>
                  <IconPlus size={14} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {children.map((child) => (
                  <Menu.Item
                    key={child}
                    onClick={() => props.onAdd({ parentKind: kind, parentId: node.id, childKind: child })}
                  >
                    {nodeKindLabels[child]}を追加
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ) : null}
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            aria-label={`${label}を削除`}
            onClick={() => deleteNode(kind, node.id)}
            {...tooltipLabel('削除')}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      ) : null}
    </div>
  );
});
