import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
} from '@dnd-kit/core';
import { Paper, Text } from '@mantine/core';
import { nodeKindLabels } from '@kaizen/domain';
import { useState, type ReactNode } from 'react';
import { screenReaderInstructions } from '../../../../components/sortable/announcements';
import { useCreateKpiFromTask, useMoveNode } from '../../api/nodes';
import { useManagement } from '../context';
import { treeAnnouncements } from './announcements';
import { planDrop } from './drop-plan';
import type { DragNode, DropTarget } from './types';

/**
 * Sensor options as constants: a new options object each render would give dnd-kit new sensors, a
 * new context value, and a re-render of every row on screen for any edit (found by bench:web).
 */
const pointerOptions = { activationConstraint: { distance: 6 } };
const measuring = { droppable: { strategy: MeasuringStrategy.Always } };
const accessibility = { announcements: treeAnnouncements, screenReaderInstructions };

/** The pointer decides where a mouse drop lands; the keyboard moves between the nearest targets. */
const collision: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : closestCenter(args);
};

/**
 * One drag-and-drop space for the inbox, the tree and the table: a drop is planned by the pure
 * rules of drop-plan.ts and sent; the screen changes once the server has answered.
 */
export function ManagementDnd({ children }: { children: ReactNode }) {
  const { projectId, canEdit } = useManagement();
  const move = useMoveNode(projectId);
  const newKpi = useCreateKpiFromTask(projectId);
  const [active, setActive] = useState<DragNode | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, pointerOptions), useSensor(KeyboardSensor));

  if (!canEdit) return children;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      // Rows move under a drag (auto-scroll, virtualised rows coming and going): measure them as they are.
      measuring={measuring}
      accessibility={accessibility}
      onDragStart={(event) => setActive((event.active.data.current as DragNode | undefined) ?? null)}
      onDragCancel={() => setActive(null)}
      onDragEnd={(event) => {
        setActive(null);
        const dragged = event.active.data.current as DragNode | undefined;
        const target = event.over?.data.current as DropTarget | undefined;
        if (!dragged || !target) return;
        const plan = planDrop(dragged, target);
        if (plan.type === 'move') move.mutate(plan.request);
        else if (plan.type === 'new-kpi') newKpi.mutate(plan.taskId);
      }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {active ? (
          <Paper shadow="md" withBorder px="sm" py={4} radius="sm" maw={320}>
            <Text size="sm" truncate>
              {nodeKindLabels[active.kind]}：{active.title || '（無題）'}
            </Text>
          </Paper>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
