/** The signed-in user's 今日やること, one list across every project they may see. */
export const todayKeys = { all: ['today'] as const };
