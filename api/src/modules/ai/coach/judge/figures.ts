import type { FigureKind, JudgeTopic } from './judge-lexicon-types';
import type { JudgeLexicon } from './judge-lexicon';

export interface Figure {
  text: string;
  kind: FigureKind;
}

const WORD_NUMBERS: Record<string, string> = {
  two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10', twelve: '12',
  fifteen: '15', twenty: '20', thirty: '30', forty: '40', fifty: '50', sixty: '60', ninety: '90',
  два: '2', две: '2', три: '3', четыре: '4', пять: '5', шесть: '6', семь: '7', восемь: '8', девять: '9', десять: '10',
  пятнадцать: '15', двадцать: '20', тридцать: '30', сорок: '40', пятьдесят: '50', шестьдесят: '60', девяносто: '90',
};
const WORD_NUMBER = new RegExp(`(?<![a-zа-я])(?:${Object.keys(WORD_NUMBERS).join('|')})(?![a-zа-я])`, 'g');
const NUMBER = /\d+(?:[.,\s]\d{3})*(?:[.,]\d+)?/g;
const YEAR = /^(?:19|20)\d\d$/;
// Area before money: "68 m²" is a size, not 68 million.
const UNIT_KINDS = ['area', 'percent', 'rooms', 'travel', 'rating', 'count', 'money', 'duration'] as const;

/** Which kinds of figure answer a topic: a price is answered with money, a commute with minutes. */
const RELEVANT: Record<JudgeTopic, readonly FigureKind[]> = {
  price: ['money', 'percent', 'area', 'count'],
  fees: ['money', 'percent'],
  timeline: ['duration', 'year'],
  condition: ['year', 'money', 'duration', 'percent', 'count'],
  risk: ['percent', 'money', 'duration', 'year', 'count'],
  market: ['percent', 'money', 'duration', 'count', 'year'],
  trust: ['count', 'duration', 'year', 'rating', 'percent'],
  process: ['duration', 'count', 'percent', 'money'],
  specs: ['area', 'rooms', 'year', 'rating', 'count', 'money'],
  location: ['travel', 'duration', 'rating', 'count'],
  benefits: ['money', 'percent', 'area', 'rooms', 'travel', 'duration', 'rating', 'count', 'year'],
  needs: ['money', 'percent', 'area', 'rooms', 'travel', 'duration', 'rating', 'count', 'year'],
};

/** The figures of a (normalised) sentence with what they measure; meeting times are not figures. */
export function figuresIn(lexicon: JudgeLexicon, normalized: string): Figure[] {
  // Number words become digits so "three bedrooms" is measured; a bare "three steps" is no figure.
  const base = normalized.replace(lexicon.time, ' ');
  const spelled = new Set<number>();
  let text = '';
  let last = 0;
  for (const m of base.matchAll(WORD_NUMBER)) {
    text += base.slice(last, m.index);
    spelled.add(text.length);
    text += WORD_NUMBERS[m[0]] ?? m[0];
    last = m.index + m[0].length;
  }
  text += base.slice(last);
  const spans: { start: number; end: number; kind: FigureKind; text: string }[] = [];
  for (const kind of UNIT_KINDS) {
    const pattern = lexicon.units[kind];
    pattern.lastIndex = 0;
    for (const m of text.matchAll(pattern)) spans.push({ start: m.index, end: m.index + m[0].length, kind, text: m[0].trim() });
  }
  const out: Figure[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const span = spans.find((s) => m.index >= s.start && m.index < s.end);
    if (span && !(YEAR.test(m[0]) && span.kind === 'duration')) {
      const whole = text.slice(span.start, Math.max(span.end, m.index + m[0].length)).trim();
      if (!out.some((f) => f.text === whole)) out.push({ text: whole, kind: span.kind });
    } else if (!spelled.has(m.index)) {
      out.push({ text: m[0], kind: YEAR.test(m[0]) ? 'year' : 'bare' });
    }
  }
  return out;
}

export const figureFits = (figure: Figure, topic: JudgeTopic): boolean => RELEVANT[topic].includes(figure.kind);
