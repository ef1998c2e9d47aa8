/** Query keys of one project's management screen. */
export const managementKeys = {
  all: (projectId: number) => ['management', projectId] as const,
  info: (projectId: number) => [...managementKeys.all(projectId), 'info'] as const,
  tree: (projectId: number) => [...managementKeys.all(projectId), 'tree'] as const,
  firstKpi: (projectId: number) => [...managementKeys.all(projectId), 'first-kpi'] as const,
  inbox: (projectId: number) => [...managementKeys.all(projectId), 'inbox'] as const,
  displayItems: ['management', 'display-items'] as const,
  templates: ['management', 'templates'] as const,
};
