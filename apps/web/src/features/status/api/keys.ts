/** Query keys of one project's status screen. */
export const statusKeys = {
  all: (projectId: number) => ['status', projectId] as const,
};
