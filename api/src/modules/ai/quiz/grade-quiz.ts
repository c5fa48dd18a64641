import type { QuizGrade, QuizGradeRequest } from '../ai-types';
import { meanScore, scoreMessage } from '../coach/score-message';
import { analyzeLine } from '../signals/line-signals';
import { analyzeMessage } from '../signals/message-signals';
import { clamp, normalizeText, tokenize } from '../text/normalize';
import { coverage } from './key-terms';
import { QUIZ_TEXTS } from './quiz-texts';

const PASS = 70;

/** Covering three quarters of the reference's key terms is a full answer; a tenth is none. */
const curve = (share: number) => clamp(((share - 0.1) / 0.65) * 100);

function result(req: QuizGradeRequest, percentage: number, feedback: string): QuizGrade {
  const score = Math.round((req.maxPoints * percentage) / 100);
  return { score, maxScore: req.maxPoints, percentage, correct: percentage >= PASS, feedback };
}

export function gradeQuizAnswer(req: QuizGradeRequest): QuizGrade {
  const t = QUIZ_TEXTS[req.language];
  if (!req.answer.trim()) return result(req, 0, t.empty);
  if (req.type === 'multiple-choice') {
    const right = normalizeText(req.answer) === normalizeText(req.referenceAnswer);
    return result(req, right ? 100 : 0, right ? t.mcCorrect : t.mcWrong(req.referenceAnswer));
  }
  // The rubric names the points a full answer covers; an answer is judged by whichever of the
  // reference or the rubric it covers better, so wording it in the rubric's terms counts too.
  const byReference = coverage(req.referenceAnswer, req.answer);
  const byRubric = req.rubric?.trim() ? coverage(req.rubric, req.answer) : null;
  const { share, missing } = byRubric && byRubric.share > byReference.share ? byRubric : byReference;
  let percentage = curve(share);
  const tooShort = tokenize(req.answer).length < 3 && tokenize(req.referenceAnswer).length > 6;
  if (tooShort) percentage = Math.min(percentage, 30);
  if (req.type === 'scenario') {
    // A scenario answer is also a sales message: judge its delivery as the chat coach would.
    const delivery = meanScore(scoreMessage(analyzeMessage(req.answer, req.language), req.scenario ? analyzeLine(req.scenario, req.language) : null));
    percentage = clamp((req.referenceAnswer.trim() ? 0.7 * percentage : 0) + (req.referenceAnswer.trim() ? 0.3 : 1) * delivery);
  }
  const list = missing.slice(0, 4).join(', ');
  const feedback = percentage >= 85 || !list ? t.excellent : percentage >= 40 ? t.partial(list) : t.wrong(list);
  return result(req, percentage, req.type === 'scenario' && percentage < 85 ? `${feedback} ${t.scenarioTip}` : feedback);
}
