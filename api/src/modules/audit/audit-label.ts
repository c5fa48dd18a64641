import { translate, type Lang } from '../../lib/i18n';
import { isRecord } from '../../lib/is-record';
import { parseJson } from '../../lib/json-text';

type Rec = Record<string, unknown>;
const asRecord = (v: unknown): Rec | null => (isRecord(v) ? v : null);

/** The record's texts in `lang` when it keeps translations ({"ru": {...}}, as an object or JSON text). */
function translated(record: Rec, lang: Lang): Rec {
  let all: unknown = record.translations;
  if (typeof all === 'string') all = parseJson(all) ?? null;
  return asRecord(asRecord(all)?.[lang]) ?? {};
}

/**
 * What an audit entry is about, in words an admin recognises (a question's display id and text, a
 * user's name, a scenario's title), taken from the record after the write, or before a delete, and
 * read in the reader's language: a record's stored translation when it has one, the app's own
 * names for training scenarios.
 */
export function auditLabel(before: unknown, after: unknown, lang: Lang = 'en'): string | null {
  const record = [after, before].map(asRecord).find((r): r is Rec => r !== null);
  if (!record) return null;
  const own = translated(record, lang);
  const text = (key: string) => {
    const value = [own[key], record[key]].find((v): v is string => typeof v === 'string' && v.trim() !== '');
    return value ? value.trim() : null;
  };
  const short = (s: string) => (s.length > 80 ? `${s.slice(0, 79)}…` : s);
  const question = text('question');
  if (question) return short(text('questionId') ? `${text('questionId')}: ${question}` : question);
  const name = text('title') ?? text('name') ?? text('situation') ?? text('phrase') ?? text('text') ?? text('email');
  if (name) return short(name);
  // A bulk training upload: how many recordings, for which scenarios (by their names).
  if (typeof record.processed === 'number' && Array.isArray(record.scenarios)) {
    const names = record.scenarios.map((id) => translate(lang, `knowledge:upload.scenarios.${String(id)}`, { defaultValue: String(id) }));
    return short(`${record.processed} × ${names.join(', ')}`);
  }
  return null;
}
