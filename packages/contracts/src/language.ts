import { z } from 'zod';
import { LANGUAGES } from './language-codes';

export { LANGUAGES };
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
