import type { Db } from '../types.js';

interface DemoBoard {
  name: string;
  top: string;
  right: string;
  bottom: string;
  left: string;
  /** Where the comparison's companies go, in the comparison's order (pos = row × 8 + col); the rest stay in その他. */
  positions: number[];
}

/** An EC cosmetics site: price against quality-led versus easy, everyday buying. */
const ecBoard: DemoBoard = {
  name: '価格×訴求軸',
  top: '高価格',
  right: '品質訴求',
  bottom: '低価格',
  left: '手軽さ',
  // The company itself a little above the middle on quality; a premium rival 右上, a quality-at-a-fair-price
  // one 右下, a cheap and easy mall 左下. The last competitor is left in その他 to be placed.
  positions: [2 * 8 + 5, 1 * 8 + 6, 5 * 8 + 5, 6 * 8 + 1],
};

/** A B2B site: the price band against specialist versus all-round services. */
const b2bBoard: DemoBoard = {
  name: '価格帯×専門性',
  top: '高価格帯',
  right: '業界特化',
  bottom: '低価格帯',
  left: '総合型',
  positions: [2 * 8 + 5, 1 * 8 + 1, 5 * 8 + 6, 6 * 8 + 2],
};

const boardFor = (projectName: string) => (/EC|会員/.test(projectName) ? ecBoard : b2bBoard);

/**
 * One market board for each demo client project that has a competitor comparison, with the
 * comparison's companies placed (reads conflict_companies: run after the comparison's demo seed). A
 * project that came from a sales customer keeps the customer's id on the board, as if the sales team
 * had drawn it before the contract.
 */
export async function seedDemoMarkets(db: Db): Promise<void> {
  const projects = await db.selectFrom('projects').select(['id', 'project_name']).orderBy('id').execute();
  const at = new Date().toISOString();
  for (const project of projects) {
    const companies = await db
      .selectFrom('conflict_companies')
      .select('id')
      .where('project_id', '=', project.id)
      .orderBy('index_num')
      .orderBy('id')
      .execute();
    if (companies.length === 0) continue;
    const won = await db.selectFrom('sales').select('id').where('project_id', '=', project.id).executeTakeFirst();
    const design = boardFor(project.project_name);
    const { id: marketId } = await db
      .insertInto('markets')
      .values({
        project_id: Number(project.id),
        sale_id: won ? Number(won.id) : null,
        name: design.name,
        top_name: design.top,
        right_name: design.right,
        bottom_name: design.bottom,
        left_name: design.left,
        index_num: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const placed = companies.slice(0, design.positions.length).map((company, index) => ({
      market_id: Number(marketId),
      company_id: Number(company.id),
      pos: design.positions[index] ?? 0,
    }));
    if (placed.length > 0) await db.insertInto('market_targets').values(placed).execute();
  }
}
