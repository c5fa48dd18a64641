import { z } from 'zod';

/** The app's languages: the UI, the AI client, server messages and e-mails all speak one of these. */
export const LANGUAGES = ['en', 'ru'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
