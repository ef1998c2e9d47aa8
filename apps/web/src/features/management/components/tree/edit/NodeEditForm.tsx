import { HistoryPanel } from '../../../../history/public';
import type { KindedNode } from '../visible-rows';
import { HypothesisEditForm } from './HypothesisEditForm';
import { KpiEditForm } from './KpiEditForm';
import { MeasureEditForm } from './MeasureEditForm';
import { TaskEditForm } from './TaskEditForm';
import { TitleEditForm } from './TitleEditForm';
import { WorkEditForm } from './WorkEditForm';

/** Edit mode of one node: the form of its kind, saving every field of it together, and its 変更履歴. */
export function NodeEditForm({ item, onDone }: { item: KindedNode; onDone: () => void }) {
  return (
    <>
      <KindForm item={item} onDone={onDone} />
      <HistoryPanel kind={item.kind} id={item.node.id} />
    </>
  );
}

function KindForm({ item, onDone }: { item: KindedNode; onDone: () => void }) {
  switch (item.kind) {
    case 'kpi':
      return <KpiEditForm kpi={item.node} onDone={onDone} />;
    case 'task':
      return <TaskEditForm task={item.node} onDone={onDone} />;
    case 'hypothesis':
      return <HypothesisEditForm hypothesis={item.node} onDone={onDone} />;
    case 'measure':
      return <MeasureEditForm measure={item.node} onDone={onDone} />;
    case 'work':
      return <WorkEditForm work={item.node} onDone={onDone} />;
    case 'factor':
      return <TitleEditForm node={item.node} onDone={onDone} />;
  }
}
