import { MAX_SCORED_LINE_CHARS, MAX_SCORED_TRANSCRIPT_LINES, type TranscriptLine } from '@app/contracts/scorecards';
import { AppError } from '../../lib/errors';
import type { Lang } from '../../lib/i18n';

// "Agent:", "Client:", «Агент:», «Клиент:» at the start of a line (bold or bracketed as chat exports write them).
const TURN = /^[\s*_[(]*(agent|client|агент|клиент)[\s*_\])]*[:：][*_]*\s*(.*)$/i;
const AGENT = new Set(['agent', 'агент']);

/**
 * A pasted transcript read into turns: each "Agent:" / "Client:" line starts a turn, lines without
 * a speaker continue the turn before them. Text before the first speaker is refused with its line
 * number, so a paste in another format is answered clearly rather than scored wrong.
 */
export function readTranscriptText(text: string): TranscriptLine[] {
  const turns: TranscriptLine[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    const turn = TURN.exec(line);
    if (turn) {
      turns.push({ speaker: AGENT.has(turn[1].toLowerCase()) ? 'agent' : 'client', text: turn[2].trim() });
      return;
    }
    const last = turns.at(-1);
    if (!last) throw new AppError('validation', 400, 'scorecard:errors.noSpeaker', { line: index + 1 });
    last.text = last.text ? `${last.text} ${line}` : line;
  });
  return turns;
}

/** The turns a score reads: empty ones dropped; limits on their number and length; at least one agent line. */
export function checkedTurns(turns: readonly TranscriptLine[]): TranscriptLine[] {
  const kept = turns.filter((t) => t.text.trim());
  if (kept.length === 0) throw new AppError('validation', 400, 'scorecard:errors.noSpeakers');
  if (kept.length > MAX_SCORED_TRANSCRIPT_LINES) throw new AppError('validation', 400, 'scorecard:errors.tooManyLines');
  const long = kept.findIndex((t) => t.text.length > MAX_SCORED_LINE_CHARS);
  if (long >= 0) throw new AppError('validation', 400, 'scorecard:errors.lineTooLong');
  if (!kept.some((t) => t.speaker === 'agent')) throw new AppError('validation', 400, 'scorecard:errors.noAgentLines');
  return kept;
}

/** The conversation's own language (the coach's rules are per language): Russian when most letters are Cyrillic. */
export function transcriptLanguage(turns: readonly TranscriptLine[], fallback: Lang): Lang {
  const text = turns.map((t) => t.text).join(' ');
  const cyrillic = (text.match(/[а-яё]/gi) ?? []).length;
  const latin = (text.match(/[a-z]/gi) ?? []).length;
  if (cyrillic === 0 && latin === 0) return fallback;
  return cyrillic > latin ? 'ru' : 'en';
}
