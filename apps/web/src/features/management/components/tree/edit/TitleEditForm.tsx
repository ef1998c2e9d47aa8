import type { FactorNode, WorkNode } from '@kaizen/domain';
import { useState } from 'react';
import { renameNode } from '../../../api/nodes';
import { EditFormFrame } from './EditFormFrame';

/** A factor or a work in edit mode: only its title. */
export function TitleEditForm({
  kind,
  node,
  onDone,
}: {
  kind: 'factor' | 'work';
  node: FactorNode | WorkNode;
  onDone: () => void;
}) {
  const [title, setTitle] = useState(node.title);
  return (
    <EditFormFrame
      kind={kind}
      title={title}
      onTitleChange={setTitle}
      update={() => renameNode(kind, node.id, title.trim())}
      onDone={onDone}
    />
  );
}
