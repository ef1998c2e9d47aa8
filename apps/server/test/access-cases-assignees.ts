import { makeTree } from './tree-factory.js';
import { ownCompanyRoute, treeEditRoute, unique, type AccessCase } from './access-expectations.js';

/**
 * Access rows of 担当者 (issue 33 §1, docs/permissions.md): whoever reads the project lists whom it
 * may assign; whoever may edit the node sets its assignees — the project's client only where client
 * editing is on (off in the world, so 403), another company's client 404.
 */
export function assigneeAccessCases(): AccessCase[] {
  return [
    {
      route: 'GET /api/v1/managements/assignable_people',
      request: ({ world }) => ({ url: `/api/v1/managements/assignable_people?project_id=${world.projectId}` }),
      expected: ownCompanyRoute(),
    },
    {
      route: 'POST /api/v1/managements/update_assignees',
      request: async ({ db, world }) => ({
        url: '/api/v1/managements/update_assignees',
        payload: {
          kind: 'measure',
          id: (await makeTree(db, world.projectId, unique('担当'))).measure,
          userIds: [world.users.member.id],
        },
      }),
      expected: treeEditRoute(),
    },
  ];
}
