/** One list for the signed-in user, across every project they may see (the header's bell). */
export const notificationKeys = { all: ['notifications'] as const };
