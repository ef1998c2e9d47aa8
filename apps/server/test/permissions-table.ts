/**
 * docs/permissions.md's route table, generated from the access matrix — the statuses the matrix test
 * checks — so the document cannot drift from what the server answers (permissions-doc.test.ts fails
 * when it does; `npm run docs:permissions` writes it again).
 */
import { accessCases } from './access-matrix.js';
import { callers, type Caller } from './access-expectations.js';

const START =
  '<!-- route table: generated from apps/server/test/access-matrix.ts; npm run docs:permissions writes it -->';
const END = '<!-- end of the route table -->';

const headings: Record<Caller, string> = {
  signedOut: 'signed out',
  admin: '管理者',
  manager: 'マネージャー',
  member: '一般ユーザー',
  client: 'client, own company',
  otherClient: 'client, other company',
};

/** Every route's statuses per caller; a route with several cases (a sale's and a project's) gets each. */
export function routeTable(): string {
  const rows = new Set<string>();
  for (const { route, expected } of accessCases) {
    rows.add(`| ${route} | ${callers.map((caller) => expected[caller]).join(' | ')} |`);
  }
  return [
    `| call | ${callers.map((caller) => headings[caller]).join(' | ')} |`,
    `|${'---|'.repeat(callers.length + 1)}`,
    ...rows,
  ].join('\n');
}

/** The document with its route table as the matrix has it now (appended when it has none yet). */
export function withRouteTable(doc: string): string {
  const block = `${START}\n${routeTable()}\n${END}`;
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start === -1 || end === -1) {
    return `${doc.trimEnd()}\n\n## Every route, as the access matrix checks it\n\nThe status each caller gets from each route, in the matrix's order (a client user here is one of\nthe project's company unless the column says otherwise; the client-edit switch is off).\n\n${block}\n`;
  }
  return `${doc.slice(0, start)}${block}${doc.slice(end + END.length)}`;
}
