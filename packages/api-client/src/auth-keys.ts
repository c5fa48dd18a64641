/**
 * The signed-in user's query key, apart from its fetcher: a module can name the query without
 * loading the contract (zod), as the shell does before it knows whether anyone is signed in.
 */
export const currentUserKey = ['auth', 'user'] as const;
