import * as z from '@app/contracts/zod';
import { LANGUAGES } from './language-codes';

export { LANGUAGES };
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
