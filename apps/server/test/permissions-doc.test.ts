import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withRouteTable } from './permissions-table.js';

const doc = readFileSync(new URL('../../../docs/permissions.md', import.meta.url), 'utf8');

describe('docs/permissions.md', () => {
  it('holds the route table the access matrix checks (npm run docs:permissions writes it)', () => {
    expect(
      doc === withRouteTable(doc),
      'docs/permissions.md differs from the access matrix: run npm run docs:permissions',
    ).toBe(true);
  });
});
