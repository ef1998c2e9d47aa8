import type { Notification } from './responses.js';

type Linked = Pick<Notification, 'project_id' | 'kind' | 'target_kind' | 'target_id'>;

/**
 * The id a page gives the element of an item a link may point at (a need's row, a tree row), so a
 * notification's link and the page that opens it agree on one name.
 */
export const focusAnchor = (kind: string, id: number) => `${kind}-${id}`;

/**
 * Where a notification leads (issue 30): the page of the item it is about, with the item's anchor
 * as the hash so the page scrolls to it and highlights it. A KGI has no row of its own: the tree
 * opens at its overview. Anything it cannot place opens the project's dashboard.
 */
export function notificationPath(n: Linked): string {
  const project = `/client/${n.project_id}`;
  if (n.kind === 'kgi') return `${project}/management#kgi`;
  if (n.target_id === null) return project;
  switch (n.target_kind) {
    case 'kpi':
    case 'measure':
      return `${project}/management#${focusAnchor(n.target_kind, n.target_id)}`;
    case 'monthly_report':
      return `${project}/reports/${n.target_id}`;
    case 'need':
      return `${project}#${focusAnchor('need', n.target_id)}`;
    case 'sale':
      return `/sale/${n.target_id}`;
    default:
      return project;
  }
}
