import { describe, expect, it } from 'vitest';
import { mayDropIntoParent } from './drop-rule.js';

describe('mayDropIntoParent', () => {
  const drop = { parentHasChildren: false, fromInbox: false, ontoGroupList: false };

  it('lets a node into an empty parent', () => {
    expect(mayDropIntoParent(drop)).toBe(true);
  });

  it('refuses a parent that has children', () => {
    expect(mayDropIntoParent({ ...drop, parentHasChildren: true })).toBe(false);
  });

  it('lets an inbox task join a KPI with tasks, and any task join a group list', () => {
    expect(mayDropIntoParent({ ...drop, parentHasChildren: true, fromInbox: true })).toBe(true);
    expect(mayDropIntoParent({ ...drop, parentHasChildren: true, ontoGroupList: true })).toBe(true);
  });
});
