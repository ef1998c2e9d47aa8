/** Query keys of downloads: the signed-in user's export settings. */
export const exportKeys = {
  all: ['exports'] as const,
  settings: () => [...exportKeys.all, 'settings'] as const,
};
