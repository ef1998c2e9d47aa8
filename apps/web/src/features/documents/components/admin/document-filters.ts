import type { AdminDocument, Owner } from '@kaizen/domain';

export type DocumentKind = AdminDocument['kind'];

/** 種別 as the table says it. */
export const kindLabels: Record<DocumentKind, string> = { project: 'プロジェクト', sale: '営業顧客' };

/** The project or sales customer a row belongs to: its upload and delete calls are that owner's. */
export const ownerOf = (document: AdminDocument): Owner => ({ kind: document.kind, id: document.owner_id });

/** Whether the search text is in the row's file name, project or case name, company or uploader. */
export function matchesDocument(document: AdminDocument, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const { name, owner_name, company_name, user_name } = document;
  return [name, owner_name, company_name, user_name ?? ''].some((text) => text.toLowerCase().includes(needle));
}

/** The companies of the listed documents, once each, in Japanese order: the company filter's choices. */
export function companyChoices(documents: AdminDocument[]): string[] {
  const names = new Set(documents.map((document) => document.company_name).filter((name) => name !== ''));
  return [...names].sort((a, b) => a.localeCompare(b, 'ja'));
}
