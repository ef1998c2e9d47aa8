/** Query keys of auth: the signed-in user, kept when another user's data is dropped (session.ts). */
export const currentUserKey = ['auth', 'user'] as const;
