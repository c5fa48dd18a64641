import { z } from 'zod';
import type { Lang } from '../../lib/i18n';
import { readJson, readStringList } from '../../lib/json-text';

const textsSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    scenario: z.string(),
    initialMessage: z.string(),
    clientType: z.string(),
    expectedResponse: z.string(),
    tips: z.array(z.string()),
  })
  .partial();

export type ChallengeTexts = z.infer<typeof textsSchema>;

interface ChallengeTextRow {
  title: string;
  description: string;
  scenario: string;
  initialMessage: string;
  clientType: string | null;
  expectedResponse: string | null;
  tips: string;
  translations: string;
}

const parseTips = readStringList;

/** Every language's stored texts of a challenge, read leniently: an unreadable column counts as none. */
export function storedChallengeTranslations(raw: string): Record<string, ChallengeTexts> {
  return readJson(raw, z.record(z.string(), textsSchema), {});
}

/**
 * A challenge's texts in the reader's language: the translation stored for it when there is one,
 * field by field, else the text as the admin wrote it.
 */
export function localizeChallenge<T extends ChallengeTextRow>(row: T, lang: Lang) {
  const t: ChallengeTexts = storedChallengeTranslations(row.translations)[lang] ?? {};
  return {
    ...row,
    title: t.title ?? row.title,
    description: t.description ?? row.description,
    scenario: t.scenario ?? row.scenario,
    initialMessage: t.initialMessage ?? row.initialMessage,
    clientType: t.clientType ?? row.clientType,
    expectedResponse: t.expectedResponse ?? row.expectedResponse,
    tips: t.tips ?? parseTips(row.tips),
  };
}
