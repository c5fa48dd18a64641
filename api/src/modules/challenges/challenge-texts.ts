import { z } from 'zod';
import type { Lang } from '../../lib/i18n';

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

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function parseTips(raw: string): string[] {
  const value = parseJson(raw);
  return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
}

/** Every language's stored texts of a challenge, read leniently: an unreadable column counts as none. */
export function storedChallengeTranslations(raw: string): Record<string, ChallengeTexts> {
  const all = z.record(z.string(), textsSchema).safeParse(parseJson(raw));
  return all.success ? all.data : {};
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
