/** A valid message_feedback structured output, as an OpenAI-compatible model returns it. */
export const MODEL_FEEDBACK = {
  confidence: 80, clarity: 70, grammar: 90, value: 60, cta: 50, strengths: ['s1'], suggestions: ['t1'], nextLevel: 'n',
  judgments: { clientAct: 'question', addressed: 'yes', questionType: 'none', nextStep: 'fitting', languageMatch: true, tone: 'respectful' },
  compliance: [],
};
