import type { ItemKind } from '../../api/customer-analysis';

/** A card of the board as dnd-kit knows it. */
export interface JourneyCard {
  kind: ItemKind;
  id: number;
  phase_id: number;
  index_num: number;
  text: string;
}

export const cardDndId = (card: Pick<JourneyCard, 'kind' | 'id'>) => `journey-${card.kind}-${card.id}`;
export const cellDndId = (kind: ItemKind, phaseId: number) => `journey-${kind}-phase-${phaseId}`;

/** What a card is dropped over: another card (its place), or a phase cell's empty space (its end). */
export type JourneyDropTarget =
  { type: 'card'; card: JourneyCard } | { type: 'cell'; kind: ItemKind; phase_id: number };

/**
 * What a drop asks the server for: over a card, that card's phase and place (the card there moves on
 * by one); over a cell, the end of its phase. Null when nothing would change.
 */
export function planJourneyDrop(
  card: JourneyCard,
  target: JourneyDropTarget | undefined,
  cards: readonly JourneyCard[],
): { phase_id: number; index_num?: number } | null {
  if (!target) return null;
  if (target.type === 'card') {
    if (target.card.id === card.id || target.card.kind !== card.kind) return null;
    return { phase_id: target.card.phase_id, index_num: target.card.index_num };
  }
  if (target.kind !== card.kind) return null;
  const inPhase = cards.filter((other) => other.kind === card.kind && other.phase_id === target.phase_id);
  if (target.phase_id === card.phase_id && inPhase[inPhase.length - 1]?.id === card.id) return null;
  return { phase_id: target.phase_id };
}
