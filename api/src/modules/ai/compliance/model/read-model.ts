import { readFileSync } from 'node:fs';
import type { Language } from '../../ai-types';
import { sentencesOf, type Span } from '../sentence-scan';
import { featuresOf } from './features';
import { readModel, type ComplianceModel, type ModelReading } from './model';

const models = new Map<Language, ComplianceModel>();

/** The trained weights for one language, read once (the files sit next to this one, see eval/train-compliance). */
export function modelFor(language: Language): ComplianceModel {
  let model = models.get(language);
  if (!model) {
    model = JSON.parse(readFileSync(new URL(`./weights-${language}.json`, import.meta.url), 'utf8')) as ComplianceModel;
    models.set(language, model);
  }
  return model;
}

/** The model's reading of a whole reply. */
export function readReply(message: string, language: Language): ModelReading {
  return readModel(modelFor(language), featuresOf(message, language));
}

/** The sentence the model reads as riskiest: what a warning quotes. */
export function riskiestSentence(message: string, language: Language): Span {
  const model = modelFor(language);
  const sentences = sentencesOf(message);
  let best = sentences[0] ?? { text: message, start: 0 };
  let bestRisk = -1;
  for (const sentence of sentences) {
    const { risk } = readModel(model, featuresOf(sentence.text, language));
    if (risk > bestRisk) [best, bestRisk] = [sentence, risk];
  }
  return best;
}
