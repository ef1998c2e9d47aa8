import type { FactorNode } from '@kaizen/domain';
import { useState } from 'react';
import { renameNode } from '../../../api/nodes';
import { EditFormFrame } from './EditFormFrame';

/** A factor in edit mode: only its title. */
export function TitleEditForm({ node, onDone }: { node: FactorNode; onDone: () => void }) {
  const [title, setTitle] = useState(node.title);
  return (
    <EditFormFrame
      kind="factor"
      title={title}
      onTitleChange={setTitle}
      update={() => renameNode('factor', node.id, title.trim())}
      onDone={onDone}
    />
  );
}
