import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COMPLIANCE_CATEGORIES } from '@app/contracts/chat';
import type { Language } from '../src/modules/ai/ai-types';
import { detectByRules } from '../src/modules/ai/compliance/detect-compliance';
import { featuresOf } from '../src/modules/ai/compliance/model/features';
import { readModel, RISK_CLASSES, withTopic, type ComplianceModel, type CompliancePolicy } from '../src/modules/ai/compliance/model/model';
import { train, TRAIN_DEFAULTS, type Example } from '../src/modules/ai/compliance/model/train';
import { complianceCorpus, corpusDigest, type CorpusReply } from './compliance-corpus';

// Trains the compliance model per language on everything but the held-out half (see
// compliance-corpus) and writes its weights. The policy (the model's threshold and the risk a rule's
// finding needs to stand) is chosen on 5-fold out-of-fold predictions for the replies the rules were
// never tuned on: the most risky replies caught with at most TWIN_BUDGET of their compliant twins, and
// of the ordinary replies (questions, facts, small talk), flagged: a false alarm on an everyday
// message costs the coach the agent's trust as much as one on a near-miss.
const TWIN_BUDGET = 0.05;
const FOLDS = 5;
// TRAIN_OPTS='{"l2":3e-4}' tries other training options (compare the out-of-fold lines it prints).
const OPTIONS = { ...TRAIN_DEFAULTS, ...(JSON.parse(process.env.TRAIN_OPTS ?? '{}') as object) };

function fit(replies: readonly CorpusReply[]): Pick<ComplianceModel, 'risk' | 'topic'> {
  const read = replies.map((r) => ({ r, features: featuresOf(r.reply, r.language) }));
  const topic = train(COMPLIANCE_CATEGORIES, read.flatMap(({ r, features }) => (r.topic ? [{ features, label: r.topic }] : [])), OPTIONS);
  const risk: Example<'safe' | 'risky'>[] = read.map(({ r, features }) => ({ features: withTopic(topic, features), label: r.label === 'none' ? 'safe' : 'risky' }));
  return { risk: train(RISK_CLASSES, risk, OPTIONS), topic };
}

const foldOf = (group: string) => [...group].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7) % FOLDS;

function outOfFold(replies: readonly CorpusReply[]): number[] {
  const risks = new Array<number>(replies.length).fill(0);
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const model = fit(replies.filter((r) => foldOf(r.group) !== fold));
    replies.forEach((r, i) => {
      if (foldOf(r.group) === fold) risks[i] = readModel(model, featuresOf(r.reply, r.language)).risk;
    });
  }
  return risks;
}

const pct = (n: number, d: number) => `${d ? ((100 * n) / d).toFixed(1) : '-'}% (${n}/${d})`;

function choosePolicy(language: Language, replies: readonly CorpusReply[]): CompliancePolicy {
  const risks = outOfFold(replies);
  const rules = replies.map((r) => detectByRules(r.reply, r.language, r.clientLine).length > 0);
  const fresh = replies.map((_, i) => i).filter((i) => replies[i].fresh);
  const risky = fresh.filter((i) => replies[i].label !== 'none');
  const twins = fresh.filter((i) => replies[i].label === 'none' && replies[i].topic);
  const ordinary = fresh.filter((i) => replies[i].label === 'none' && !replies[i].topic);
  const flagger = (policy: CompliancePolicy) => (i: number) => risks[i] >= policy.threshold || (rules[i] && risks[i] >= policy.ruleConfirmation);
  let best = { policy: { threshold: 0.99, ruleConfirmation: 0.1 }, caught: -1 };
  // Every risk the fresh replies were given is a candidate threshold (the model is sure of itself, so a fixed grid is too coarse near 1).
  const candidates = [...new Set(fresh.map((i) => risks[i]))].filter((r) => r >= 0.5).sort((a, b) => a - b);
  // A rule is overruled only where the model is sure the reply is safe (risk below 0.1 at most): a textbook risk the rules know is not lost to a model that has not seen its wording.
  for (const ruleConfirmation of [0.02, 0.05, 0.1]) {
    for (const threshold of candidates) {
      const policy = { threshold, ruleConfirmation };
      const flag = flagger(policy);
      const caught = risky.filter(flag).length;
      const withinBudget = twins.filter(flag).length <= TWIN_BUDGET * twins.length && ordinary.filter(flag).length <= TWIN_BUDGET * ordinary.length;
      if (withinBudget && caught > best.caught) best = { policy, caught };
    }
  }
  // REVIEW=<folder> writes the training replies the model most disagrees with, for a person to check their labels.
  if (process.env.REVIEW) {
    const doubtful = fresh.filter((i) => (replies[i].label === 'none' && replies[i].topic && risks[i] >= 0.9) || (replies[i].label !== 'none' && risks[i] < 0.2));
    writeFileSync(`${process.env.REVIEW}/${language}.jsonl`, doubtful.map((i) => JSON.stringify({ id: replies[i].group, side: replies[i].label === 'none' ? 'compliant' : 'risky', category: replies[i].topic, clientLine: replies[i].clientLine, reply: replies[i].reply })).join('\n') + '\n');
  }
  const flag = flagger(best.policy);
  console.log(`${language} out-of-fold, replies the rules never saw: rules alone catch ${pct(risky.filter((i) => rules[i]).length, risky.length)} and flag ${pct(twins.filter((i) => rules[i]).length, twins.length)} of the twins;`);
  console.log(`  policy ${JSON.stringify(best.policy)} catches ${pct(best.caught, risky.length)}, flags ${pct(twins.filter(flag).length, twins.length)} of the twins and ${pct(ordinary.filter(flag).length, ordinary.length)} of ordinary replies`);
  return best.policy;
}

const corpus = complianceCorpus();
for (const language of ['en', 'ru'] as const) {
  const replies = corpus.filter((r) => r.language === language);
  const model: ComplianceModel = { ...fit(replies), ...choosePolicy(language, replies), corpus: corpusDigest(replies) };
  const file = fileURLToPath(new URL(`../src/modules/ai/compliance/model/weights-${language}.json`, import.meta.url));
  writeFileSync(file, `${JSON.stringify(model)}\n`);
  console.log(`  ${replies.length} replies, ${Object.keys(model.risk.weights).length} risk features → weights-${language}.json`);
}
