import { nodeKindLabels, type ChildKind, type NodeKind } from '@kaizen/domain';
import { useState } from 'react';
import { useManagement } from '../../context';
import { InlineText } from '../../../../../components/editors/InlineText';
import { renameNode } from '../../../api/nodes';
import { childTarget } from '../../../new-node';
import { addableChildKinds, type TableParent } from '../create';
import classes from '../table.module.css';
import { subjectOf } from './labels';
import { NewNodeInput } from './NewNodeInput';
import { NodeActions } from './NodeActions';

/**
 * A node's title, edited in place (Enter saves; an empty title is not saved), with its delete and
 * add-child buttons and, while adding, the new child's input.
 */
export function TitleCell({
  kind,
  node,
  parent,
}: {
  kind: NodeKind;
  node: { id: number; title: string };
  /** The node again, typed by level, when it can take children here. */
  parent?: TableParent;
}) {
  const { canEdit, saveNode, displayItems } = useManagement();
  const [adding, setAdding] = useState<ChildKind | null>(null);
  const subject = subjectOf(kind, node.title);
  const addKinds = parent ? addableChildKinds(parent, displayItems.levels) : [];
  return (
    <div className={classes.titleCell}>
      <div className={classes.titleLine}>
        <div className={classes.grow}>
          <InlineText
            size="xs"
            value={node.title}
            label={subject}
            required
            readOnly={!canEdit}
            onSave={(title) => saveNode(renameNode(kind, node.id, title))}
          />
        </div>
        {canEdit ? (
          <NodeActions kind={kind} id={node.id} subject={subject} addKinds={addKinds} onAdd={setAdding} />
        ) : null}
      </div>
      {adding ? (
        <NewNodeInput
          target={childTarget(adding, node.id)}
          label={`${subject}の新しい${nodeKindLabels[adding]}`}
          onDone={() => setAdding(null)}
        />
      ) : null}
    </div>
  );
}
