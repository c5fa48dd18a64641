import { parseAiConfig } from '../src/modules/ai/ai-config';
import { createAiEngine } from '../src/modules/ai/ai-engine';
import { judgeReply } from '../src/modules/ai/coach/judge/judge-reply';
import { evaluate, type Rate, type SplitReport } from './evaluate';

// Evaluates whichever provider the environment selects (embedded by default). Misses are printed
// for the development half only: the held-out half is measured, never read while tuning.
const engine = createAiEngine(parseAiConfig(process.env), { warn: (obj, msg) => console.warn(msg ?? '', obj) });
const coach = (input: Parameters<typeof engine.messageFeedback>[0]) => engine.messageFeedback(input);
const probe = engine.provider === 'embedded' ? (c: { reply: string; language: 'en' | 'ru'; clientLine: string }) => judgeReply({ message: c.reply, session: c.language, clientLine: c.clientLine }) : undefined;
const pct = (r: Rate) => (r.total ? `${((100 * r.hit) / r.total).toFixed(1)}% (${r.hit}/${r.total})` : 'n/a');

function print(name: string, report: SplitReport) {
  console.log(`\n== ${name} ==`);
  for (const language of ['en', 'ru'] as const) {
    const r = report.byLanguage[language];
    console.log(`${language}: pairwise ${pct(r.pairwise)} | risky flagged and <50 ${pct(r.riskyCaught)} (right category ${pct(r.riskyCategory)}) | compliant twins flagged ${pct(r.twinsFlagged)} | ordinary replies flagged ${pct(r.ordinaryFlagged)} | single-reply properties ${pct(r.singles)}`);
  }
  console.log(`most repeated suggestion: ${(report.topSuggestion.share * 100).toFixed(1)}% of feedbacks; most repeated suggestion sentence: ${(report.topSentence.share * 100).toFixed(1)}% ("${report.topSentence.text.slice(0, 80)}")`);
}

console.log(`provider: ${engine.provider}`);
const dev = await evaluate(coach, 'dev', probe, process.argv.includes('--misses'));
print('development half (tuned on)', dev);
for (const m of dev.misses) console.log(`  ${m}`);
print('held-out half (never tuned on)', await evaluate(coach, 'heldout', probe));
