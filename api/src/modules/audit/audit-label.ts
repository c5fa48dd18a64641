/**
 * What an audit entry is about, in words an admin recognises (a question's display id and text, a
 * user's name, a scenario's title), taken from the record after the write, or before a delete.
 */
export function auditLabel(before: unknown, after: unknown): string | null {
  const record = [after, before].find((r): r is Record<string, unknown> => typeof r === 'object' && r !== null && !Array.isArray(r));
  if (!record) return null;
  const text = (key: string) => (typeof record[key] === 'string' && (record[key] as string).trim() ? (record[key] as string).trim() : null);
  const short = (s: string) => (s.length > 80 ? `${s.slice(0, 79)}…` : s);
  const question = text('question');
  if (question) return short(text('questionId') ? `${text('questionId')}: ${question}` : question);
  const name = text('title') ?? text('name') ?? text('situation') ?? text('phrase') ?? text('text') ?? text('email');
  if (name) return short(name);
  // A bulk training upload: how many recordings, for which scenarios.
  if (typeof record.processed === 'number' && Array.isArray(record.scenarios)) return short(`${record.processed} × ${record.scenarios.join(', ')}`);
  return null;
}
