/** Query keys of auth: the signed-in user, kept when another user's data is dropped (session.ts). */
export const currentUserKey = ['auth', 'user'] as const;
/** The server's public settings (GET /api/config), the same for everyone. */
export const publicConfigKey = ['auth', 'public-config'] as const;
