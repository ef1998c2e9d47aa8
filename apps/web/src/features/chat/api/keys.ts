/** Query keys of チャット連携: one list per project (its channels and its company's). */
export const chatKeys = {
  channels: (projectId: number) => ['chat', 'channels', projectId] as const,
};
