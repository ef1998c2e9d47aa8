import type { Db } from '../types.js';
import { dayFromToday, momentOn } from './demo-days.js';

/**
 * A few change-history rows per demo project (decisions/0038), so 変更履歴 and アクティビティ show
 * how the tree got its current names: each project's first measures were renamed from a draft name
 * by the consultant a week after creating them.
 */
export async function seedDemoHistory(trx: Db): Promise<void> {
  const consultant = await trx.selectFrom('users').select('id').where('account', '=', 'manager').executeTakeFirst();
  const actorId = consultant?.id ?? null;
  const projects = await trx.selectFrom('projects').select('id').orderBy('id').execute();
  for (const project of projects) {
    const measures = await trx
      .selectFrom('measures')
      .select(['id', 'measure'])
      .where('project_id', '=', project.id)
      .where('is_deleted', '=', 0)
      .orderBy('id')
      .limit(2)
      .execute();
    for (const [index, measure] of measures.entries()) {
      const base = {
        project_id: project.id,
        target_kind: 'measure',
        target_id: measure.id,
        target_title: measure.measure,
      };
      await trx
        .insertInto('change_history')
        .values([
          { ...base, action: 'create', actor_id: actorId, created_at: momentOn(dayFromToday(-21 + index), 10) },
          {
            ...base,
            action: 'update',
            field: 'measure',
            from_value: `${measure.measure}（案）`,
            to_value: measure.measure,
            actor_id: actorId,
            created_at: momentOn(dayFromToday(-14 + index), 15),
          },
        ])
        .execute();
    }
  }
}
