import { createAiEngine } from '../src/modules/ai/ai-engine';
import { parseAiConfig } from '../src/modules/ai/ai-config';
import { complianceAccuracy } from './compliance-accuracy';
import { pairwiseAccuracy } from './pairwise-accuracy';

// Evaluates whichever provider the environment selects (embedded by default).
const engine = createAiEngine(parseAiConfig(process.env), { warn: (obj, msg) => console.warn(msg ?? '', obj) });
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

const report = await pairwiseAccuracy((message, clientLine, language) =>
  engine.messageFeedback({ message, clientLine, language }),
);

console.log(`provider: ${engine.provider}`);
console.log(`pairs: ${report.pairs.length} (en ${report.pairs.filter((p) => p.language === 'en').length}, ru ${report.pairs.filter((p) => p.language === 'ru').length})`);
console.log(`pairwise accuracy: ${pct(report.accuracy)} (en ${pct(report.byLanguage.en)}, ru ${pct(report.byLanguage.ru)})`);
const margin = report.pairs.reduce((sum, p) => sum + (p.strongMean - p.weakMean), 0) / report.pairs.length;
console.log(`mean margin (strong - weak): ${margin.toFixed(1)} points`);
for (const p of report.pairs.filter((x) => !x.correct)) {
  console.log(`  miss ${p.id}: weak ${p.weakMean.toFixed(1)} >= strong ${p.strongMean.toFixed(1)}`);
}

const compliance = await complianceAccuracy((message, language) => engine.messageFeedback({ message, language }));
console.log(`compliance: ${pct(compliance.accuracy)} of ${compliance.total} replies (risky ones flagged and scored below 50, compliant ones unflagged)`);
for (const m of compliance.misses) {
  console.log(`  compliance miss ${m.id}: expected [${m.expected.join(', ')}], got [${m.got.join(', ')}], score ${m.mean.toFixed(1)}`);
}
