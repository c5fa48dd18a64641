import type { Language } from '../../ai-types';

type CallFinding = 'questions' | 'evidence' | 'nextStep' | 'empathy' | 'calm' | 'clear' | 'concise';
export type CallGap = 'noQuestions' | 'noEvidence' | 'noNextStep' | 'pressure' | 'fillers' | 'hedges' | 'monologue' | 'noEmpathy';

export const CALL_TEXTS: Record<Language, { strengths: Record<CallFinding, string>; improvements: Record<CallGap, string>; fallback: string; empty: string }> = {
  en: {
    strengths: {
      questions: 'You asked open questions and let the client talk.',
      evidence: 'You backed your points with concrete figures.',
      nextStep: 'You asked for a clear next step.',
      empathy: 'You acknowledged the client before answering.',
      calm: 'You stayed calm and never pressured the client.',
      clear: 'Your sentences were clear and easy to follow.',
      concise: 'You kept your answers short and focused.',
    },
    improvements: {
      noQuestions: 'Ask more open questions to uncover the client\'s needs.',
      noEvidence: 'Support your claims with figures, comparable sales or documents.',
      noNextStep: 'Close the call with a specific next step and a time.',
      pressure: 'Remove pressure phrases; they cost you the client\'s trust.',
      fillers: 'Cut filler words such as "um" and "you know".',
      hedges: 'Speak with more conviction: fewer "I think" and "maybe".',
      monologue: 'Talk less and listen more: your turns were long.',
      noEmpathy: 'Acknowledge the client\'s concerns before answering them.',
    },
    fallback: 'You completed the call.',
    empty: 'Say something on the call to get a score.',
  },
  ru: {
    strengths: {
      questions: 'Вы задавали открытые вопросы и давали клиенту говорить.',
      evidence: 'Вы подкрепляли слова конкретными цифрами.',
      nextStep: 'Вы предложили понятный следующий шаг.',
      empathy: 'Вы признавали точку зрения клиента, прежде чем отвечать.',
      calm: 'Вы сохраняли спокойствие и не давили на клиента.',
      clear: 'Ваши фразы были понятными и чёткими.',
      concise: 'Вы отвечали коротко и по делу.',
    },
    improvements: {
      noQuestions: 'Задавайте больше открытых вопросов, чтобы выявить потребности клиента.',
      noEvidence: 'Подкрепляйте утверждения цифрами, аналогичными сделками или документами.',
      noNextStep: 'Заканчивайте звонок конкретным следующим шагом и временем.',
      pressure: 'Уберите фразы-давление: они стоят вам доверия клиента.',
      fillers: 'Уберите слова-паразиты вроде «ну» и «типа».',
      hedges: 'Говорите увереннее: меньше «думаю» и «может быть».',
      monologue: 'Говорите меньше и больше слушайте: ваши реплики были длинными.',
      noEmpathy: 'Признавайте опасения клиента, прежде чем отвечать на них.',
    },
    fallback: 'Вы провели звонок до конца.',
    empty: 'Скажите что-нибудь во время звонка, чтобы получить оценку.',
  },
};
