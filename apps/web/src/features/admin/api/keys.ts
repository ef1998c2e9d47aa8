/** Query keys of the admin area; mutations invalidate by these. */
export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  companies: () => [...adminKeys.all, 'companies'] as const,
  masters: () => [...adminKeys.all, 'masters'] as const,
  groups: () => [...adminKeys.all, 'groups'] as const,
  audit: (query: object) => [...adminKeys.all, 'audit', query] as const,
  auditRetention: () => [...adminKeys.all, 'audit-retention'] as const,
  notificationSettings: (projectId: number | null) => [...adminKeys.all, 'notification-settings', projectId] as const,
};
