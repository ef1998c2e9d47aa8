/** Query keys of the 担当者 feature. */
export const assigneeKeys = {
  people: (projectId: number) => ['assignees', projectId, 'people'] as const,
};
