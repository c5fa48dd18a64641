import { COMPLIANCE_CATEGORIES, type ComplianceCategory } from '@app/contracts/chat';

/** A softmax regression: per-class bias and sparse weights, feature → [class index, weight] pairs. */
export interface LinearModel<C extends string = string> {
  classes: readonly C[];
  bias: readonly number[];
  weights: Readonly<Record<string, ReadonlyArray<readonly [number, number]>>>;
}

export const RISK_CLASSES = ['safe', 'risky'] as const;
export type RiskClass = (typeof RISK_CLASSES)[number];

/**
 * The compliance model, trained by `npm run train:compliance -w api` on the compliance corpus:
 * `risk` tells a risky reply from a safe one (what makes a reply risky is shared across categories:
 * going along, hiding, promising); `topic` names the category a reply is about (twins share it).
 */
export interface ComplianceModel extends CompliancePolicy {
  risk: LinearModel<RiskClass>;
  topic: LinearModel<ComplianceCategory>;
  /** A digest of the corpus the weights were trained on. */
  corpus: string;
}

/** How the model and the rules decide together, chosen on out-of-fold predictions. */
export interface CompliancePolicy {
  /** The risk from which the model flags a reply on its own. */
  threshold: number;
  /** The risk a rule's finding needs to stand: below it the model overrules the rule. */
  ruleConfirmation: number;
}

export interface ModelReading {
  /** The probability that the reply is risky. */
  risk: number;
  /** The most likely category and its probability. */
  category: ComplianceCategory;
  probability: number;
}

/** Class probabilities for one set of features. */
export function probabilities(model: Pick<LinearModel, 'bias' | 'weights'>, features: readonly string[]): number[] {
  const logits = [...model.bias];
  for (const feature of features) {
    const row = model.weights[feature];
    if (row) for (const [k, w] of row) logits[k] += w;
  }
  const top = Math.max(...logits);
  const exp = logits.map((z) => Math.exp(z - top));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

/** The category a reply is most about and the probability the topic model gives it. */
export function topicOf(model: Pick<ComplianceModel, 'topic'>, features: readonly string[]): { category: ComplianceCategory; probability: number } {
  const p = probabilities(model.topic, features);
  let best = 0;
  for (let k = 1; k < p.length; k += 1) if (p[k] > p[best]) best = k;
  return { category: model.topic.classes[best] ?? COMPLIANCE_CATEGORIES[0], probability: p[best] };
}

/**
 * The features the risk model reads: the reply's own, and each again under the topic the reply is
 * most about, so a word may weigh differently by category ("don't mention" hides a defect but
 * "don't mention" a buyer's origin is right) while what all categories share is learnt once.
 */
export function withTopic(topic: LinearModel<ComplianceCategory>, features: readonly string[]): string[] {
  return underTopic(topicOf({ topic }, features).category, features);
}

const underTopic = (category: ComplianceCategory, features: readonly string[]) => [...features, ...features.map((f) => `${category}|${f}`)];

export function readModel(model: Pick<ComplianceModel, 'risk' | 'topic'>, features: readonly string[]): ModelReading {
  const topic = topicOf(model, features);
  return { risk: probabilities(model.risk, underTopic(topic.category, features))[1], ...topic };
}
