import type OpenAI from 'openai';
import { z } from 'zod';
import type { CriterionJudgment, ScoreCardRequest } from '../../modules/ai/scorecard-types';
import { normalizeText } from '../../modules/ai/text/normalize';
import { languageNote } from './language-note';
import { structuredCall, StructuredOutputError } from './structured-call';

const llmScorecardSchema = z.object({
  criteria: z.array(z.object({
    id: z.string(),
    status: z.enum(['met', 'partial', 'missed']),
    evidence: z.string().nullable(),
    messageId: z.number().int().nullable(),
    betterLine: z.string().nullable(),
  })),
});

const RUBRIC = [
  'You are an experienced real-estate sales coach. Judge the agent in this conversation against each criterion of the scorecard, exactly as the criterion is written.',
  'For each criterion give: status (met, partial or missed); evidence: the agent\'s own words, copied exactly from one agent message, that earned it (null when nothing did);',
  'messageId: the id of that agent message; betterLine: for partial or missed, one line the agent could have said in this conversation to meet it (null when met).',
  'Answer every criterion id once. Never suggest a guarantee of returns, prices or dates in a better line.',
].join('\n');

/** The openai provider's scorecard: the admin's criteria go to the model verbatim; its quotes are kept only when they are the agent's words. */
export async function scoreCardWithModel(client: OpenAI, model: string, req: ScoreCardRequest): Promise<CriterionJudgment[]> {
  const out = await structuredCall(client, {
    model,
    name: 'scorecard',
    schema: llmScorecardSchema,
    messages: [
      { role: 'system', content: `${RUBRIC}\n${languageNote(req.language)}` },
      {
        role: 'user',
        content: JSON.stringify({
          criteria: req.criteria.map((c) => ({ id: c.id, title: c.title, description: c.description })),
          conversation: req.messages.map((m) => ({ id: m.id, speaker: m.isAgent ? 'agent' : 'client', text: m.content })),
        }),
      },
    ],
  });
  return req.criteria.map((c) => {
    const r = out.criteria.find((x) => x.id === c.id);
    if (!r) throw new StructuredOutputError(`scorecard misses criterion ${c.id}`, null);
    const source = req.messages.find((m) => m.isAgent && m.id === r.messageId);
    const quoted = !!r.evidence?.trim() && !!source && normalizeText(source.content).includes(normalizeText(r.evidence));
    return {
      id: c.id,
      status: r.status,
      evidence: quoted ? r.evidence : null,
      messageId: quoted ? source.id : null,
      betterLine: r.status === 'met' ? null : r.betterLine,
    };
  });
}
