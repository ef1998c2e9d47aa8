/** Query keys of the project lists and one project. */
export const projectKeys = {
  all: ['projects'] as const,
  list: () => [...projectKeys.all, 'list'] as const,
  one: (projectId: number) => [...projectKeys.all, 'one', projectId] as const,
};
