import { createHash } from 'node:crypto';
import type { Db } from '../types.js';
import { demoPdf } from './demo-pdf.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

interface DemoDocument {
  /** The name shown in the list (Japanese); the PDF's own text is ASCII (demo-pdf.ts). */
  name: string;
  lines: string[];
  account: 'admin' | 'manager' | 'member';
  daysAgo: number;
}

/** Two PDFs for each demo client project, by project name: what a consultant hands over in the first months. */
const documentsByProject: Record<string, DemoDocument[]> = {
  ECサイト改善プロジェクト: [
    {
      name: 'ECサイト現状分析レポート_2026年版.pdf',
      lines: ['Sakura Cosme EC site', 'Current-state analysis', 'Sessions, CVR and repeat rate by channel'],
      account: 'member',
      daysAgo: 40,
    },
    {
      name: '定期便LP改善提案書.pdf',
      lines: ['Subscription landing page', 'Improvement proposal', 'First-view, offer and form: three A/B tests'],
      account: 'manager',
      daysAgo: 12,
    },
  ],
  会員登録導線改善: [
    {
      name: '会員登録フォーム離脱調査.pdf',
      lines: ['Member sign-up form', 'Drop-off survey', 'Field-by-field exit rates and fixes'],
      account: 'member',
      daysAgo: 25,
    },
    {
      name: 'ID連携導入計画書.pdf',
      lines: ['Social login (ID federation)', 'Rollout plan', 'LINE / Google / Apple sign-in schedule'],
      account: 'admin',
      daysAgo: 8,
    },
  ],
  コーポレートサイトリニューアル: [
    {
      name: 'リード獲得導線設計書.pdf',
      lines: ['Minato Works corporate site', 'Lead-generation flow design', 'Catalogue download and inquiry forms'],
      account: 'manager',
      daysAgo: 30,
    },
    {
      name: '競合サイト調査資料.pdf',
      lines: ['B2B manufacturing sites', 'Competitor survey', 'Content, CTAs and form length compared'],
      account: 'member',
      daysAgo: 15,
    },
  ],
};

/**
 * The demo client projects' documents (the overview's ドキュメント), and the documents of the won sales
 * customer carried over to the project it became, as the conversion does (decisions/0013).
 */
export async function seedDemoProjectDocuments(db: Db): Promise<void> {
  const projects = await db.selectFrom('projects').select(['id', 'project_name']).execute();
  const users = await db.selectFrom('users').select(['id', 'account']).execute();
  const userId = (account: string) => {
    const user = users.find((u) => u.account === account);
    return user ? Number(user.id) : null;
  };
  for (const project of projects) {
    for (const document of documentsByProject[project.project_name] ?? []) {
      const data = demoPdf(document.lines);
      const at = daysAgo(document.daysAgo);
      const createdBy = userId(document.account);
      const file = await db
        .insertInto('stored_files')
        .values({
          name: document.name,
          type: 'application/pdf',
          size: data.length,
          content_hash: createHash('sha256').update(data).digest('hex'),
          data,
          created_by: createdBy,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('documents')
        .values({
          sale_id: null,
          project_id: Number(project.id),
          file_id: Number(file.id),
          name: document.name,
          size: data.length,
          user_id: createdBy,
          created_at: at,
        })
        .execute();
    }
  }
  const won = await db.selectFrom('sales').select(['id', 'project_id']).where('project_id', 'is not', null).execute();
  for (const sale of won) {
    await db
      .updateTable('documents')
      .set({ project_id: sale.project_id })
      .where('sale_id', '=', sale.id)
      .where('project_id', 'is', null)
      .execute();
  }
}
