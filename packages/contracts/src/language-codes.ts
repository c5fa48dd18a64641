/**
 * The app's languages: the UI, the AI client, server messages and e-mails all speak one of these.
 * Apart from their schema (language.ts) so a page that only names them loads no zod.
 */
export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
