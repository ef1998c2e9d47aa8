import type { Owner } from '@kaizen/domain';

/** The calls of an owner's documents: project_documents for a project, sales_documents for a sales customer. */
export const documentsPath = (owner: Owner) =>
  owner.kind === 'project' ? '/api/v1/project_documents' : '/api/v1/sales_documents';

/** The owner's one field, as the calls take it (query or multipart). */
export const ownerField = (owner: Owner): ['project_id' | 'sale_id', string] => [
  owner.kind === 'project' ? 'project_id' : 'sale_id',
  String(owner.id),
];
