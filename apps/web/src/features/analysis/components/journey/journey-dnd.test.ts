import { describe, expect, it } from 'vitest';
import { planJourneyDrop, type JourneyCard } from './journey-dnd';

const card = (id: number, phase_id: number, index_num: number, kind: JourneyCard['kind'] = 'company'): JourneyCard => ({
  kind,
  id,
  phase_id,
  index_num,
  text: `項目${id}`,
});

describe('planJourneyDrop', () => {
  const a = card(1, 1, 1);
  const b = card(2, 1, 2);
  const c = card(3, 2, 1);
  const cards = [a, b, c];

  it('over a card: that card’s phase and place', () => {
    expect(planJourneyDrop(b, { type: 'card', card: a }, cards)).toEqual({ phase_id: 1, index_num: 1 });
    expect(planJourneyDrop(a, { type: 'card', card: c }, cards)).toEqual({ phase_id: 2, index_num: 1 });
  });

  it('over a phase’s empty space: the end of that phase', () => {
    expect(planJourneyDrop(a, { type: 'cell', kind: 'company', phase_id: 3 }, cards)).toEqual({ phase_id: 3 });
    expect(planJourneyDrop(a, { type: 'cell', kind: 'company', phase_id: 1 }, cards)).toEqual({ phase_id: 1 });
  });

  it('asks nothing for a drop on itself, at its own end, outside, or into the other row', () => {
    expect(planJourneyDrop(a, { type: 'card', card: a }, cards)).toBeNull();
    expect(planJourneyDrop(b, { type: 'cell', kind: 'company', phase_id: 1 }, cards)).toBeNull();
    expect(planJourneyDrop(a, undefined, cards)).toBeNull();
    expect(planJourneyDrop(a, { type: 'cell', kind: 'customer', phase_id: 2 }, cards)).toBeNull();
    expect(planJourneyDrop(a, { type: 'card', card: card(9, 1, 1, 'customer') }, cards)).toBeNull();
  });
});
