// What the compliance model is trained on: the training folder (model/training), the developer's
// probes and the development half of the labelled cases. The held-out half never enters it.
import { readFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPLIANCE_CATEGORIES, type ComplianceCategory } from '@app/contracts/chat';
import type { Language } from '../src/modules/ai/ai-types';
import probes from '../src/modules/ai/compliance/compliance-probes.json';
import { PAIRS, SINGLES, TWINS } from './case-sets';

/** One labelled reply of the training corpus. `fresh` marks replies the rules were never tuned on. */
export interface CorpusReply {
  language: Language;
  clientLine?: string;
  reply: string;
  /** The category of a risky reply, or none. */
  label: ComplianceCategory | 'none';
  /** The category a reply is about, risky or not (twins share it). */
  topic?: ComplianceCategory;
  source: string;
  fresh: boolean;
  /** Twins share a group, so cross-validation never splits them. */
  group: string;
}

interface TwinRow { category: string; language?: string; clientLine?: string; risky?: string | null; compliant?: string | null }
interface OrdinaryRow { language: Language; clientLine?: string; reply: string }

const isLanguage = (l: string | undefined): l is Language => l === 'en' || l === 'ru';
const training = fileURLToPath(new URL('../src/modules/ai/compliance/model/training', import.meta.url));
const isCategory = (c: string): c is ComplianceCategory => (COMPLIANCE_CATEGORIES as readonly string[]).includes(c);

function twinReplies(rows: readonly TwinRow[], source: string, fresh: boolean, language?: string): CorpusReply[] {
  return rows.flatMap((row, i) => {
    const lang = row.language ?? language;
    if (!isLanguage(lang)) throw new Error(`${source}: a row without a language`);
    const base = { language: lang, clientLine: row.clientLine, source, fresh, group: `${source}#${i}` };
    const out: CorpusReply[] = [];
    const topic = isCategory(row.category) ? row.category : undefined;
    if (row.risky && topic) out.push({ ...base, reply: row.risky, label: topic, topic });
    if (row.compliant) out.push({ ...base, reply: row.compliant, label: 'none', topic });
    return out;
  });
}

const jsonLines = <T>(file: string): T[] => readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as T);

/** The replies written for training (model/training): twins per language and ordinary replies. */
function trainingFolderReplies(folder = training): CorpusReply[] {
  return readdirSync(folder).filter((f) => f.endsWith('.jsonl')).sort().flatMap((file) => {
    const path = join(folder, file);
    if (file.startsWith('twins-')) return twinReplies(jsonLines<TwinRow>(path), file, true, file.slice(6, 8));
    return jsonLines<OrdinaryRow>(path).map((r, i) => ({ language: r.language, clientLine: r.clientLine, reply: r.reply, label: 'none' as const, source: file, fresh: true, group: `${file}#${i}` }));
  });
}

/** A digest of the corpus, kept with the weights so a stale model is noticed. */
export const corpusDigest = (replies: readonly CorpusReply[]) =>
  createHash('sha256').update(JSON.stringify(replies.map((r) => [r.language, r.clientLine ?? '', r.reply, r.label]))).digest('hex').slice(0, 16);

const dev = <T extends { split: string }>(rows: readonly T[]) => rows.filter((r) => r.split === 'dev');

const UNSURE_WEAK = new Set(['false-confidence', 'evasion']);

export function complianceCorpus(): CorpusReply[] {
  const fromDev: CorpusReply[] = [
    ...dev(TWINS).flatMap((t) => twinReplies([{ ...t, risky: t.category === 'legacy' ? null : t.risky }], `dev-${t.id}`, false)),
    // A weak reply that oversells or dodges a risk question may carry a real risk: only its strong twin is surely safe.
    ...dev(PAIRS).flatMap((p) => (UNSURE_WEAK.has(p.trap) ? [p.strong] : [p.weak, p.strong]).map((reply, i) => ({ language: p.language, clientLine: p.clientLine, reply, label: 'none' as const, source: 'dev-pairs', fresh: false, group: `${p.id}#${i}` }))),
    ...dev(SINGLES).map((s) => ({ language: s.language, clientLine: s.clientLine, reply: s.reply, label: 'none' as const, source: 'dev-singles', fresh: false, group: s.id })),
  ];
  return [...trainingFolderReplies(), ...twinReplies(probes, 'probes', false), ...fromDev];
}

