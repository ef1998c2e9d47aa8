import { describe, expect, it } from 'vitest';
import { ownerOf, ownerQuerySchema } from './owner.js';

describe('ownerQuerySchema', () => {
  it('takes a project or a sales customer', () => {
    expect(ownerOf(ownerQuerySchema.parse({ project_id: '3' }))).toEqual({ kind: 'project', id: 3 });
    expect(ownerOf(ownerQuerySchema.parse({ sale_id: 7 }))).toEqual({ kind: 'sale', id: 7 });
  });

  it('refuses both and neither, naming project_id', () => {
    for (const input of [{}, { project_id: 1, sale_id: 2 }]) {
      const result = ownerQuerySchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['project_id']);
    }
  });
});
