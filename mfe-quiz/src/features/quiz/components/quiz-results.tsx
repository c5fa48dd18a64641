import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { QUIZ_TEXT_KEY, type QuizResult } from '@app/contracts/quiz';
import { Button, Card, Heading, Screen, Stack } from '@app/ui/components';
import { QuizReview } from './quiz-review';
import { ScoreRing } from './score-ring';

/** Results: ring, passed or not, feedback, recommendations, scores by topic and the review. */
export function QuizResults({ result, onRetry, onAnother, retrying }: { result: QuizResult; onRetry: () => void; onAnother: () => void; retrying: boolean }) {
  const { t } = useTranslation('quiz');
  const verdict = result.passed ? t('results.passed') : t('results.notPassed');
  const quiz = t(`categories.${QUIZ_TEXT_KEY[result.category]}.title`);
  return (
    <Screen data-testid="quiz-results">
      <Back type="button" onClick={onAnother} aria-label={t('player.back')}>
        <ArrowLeft aria-hidden />
      </Back>
      <Card>
        <QuizName data-testid="quiz-results-title">{t('results.title', { quiz })}</QuizName>
        <ScoreRing percentage={result.percentage} label={`${quiz}: ${result.percentage}% · ${verdict}`} />
        <Verdict $passed={result.passed}>{verdict}</Verdict>
        <Center>{t('results.score', { score: result.totalScore, max: result.maxScore })} · {t('results.passMark', { min: result.minScore })}</Center>
      </Card>
      <Card>
        <H2>{t('results.feedback')}</H2>
        <p>{result.feedback}</p>
        <H2>{t('results.recommendations')}</H2>
        <ul>
          {result.recommendations.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </Card>
      <Card>
        <H2>{t('results.categoryScores')}</H2>
        <Scores>
          {result.detailedScores.map((s) => (
            <li key={s.category}>
              <span>{s.category}</span>
              <strong>{s.score}/{s.maxScore}</strong>
            </li>
          ))}
        </Scores>
      </Card>
      <Stack>
        {!result.passed && (
          <Button type="button" onClick={onRetry} disabled={retrying}>
            {t('results.tryAgain')}
          </Button>
        )}
        <Button type="button" $variant="ghost" onClick={onAnother}>
          {t('results.another')}
        </Button>
      </Stack>
      <Heading as="h2">{t('results.review')}</Heading>
      <QuizReview questions={result.questions} />
    </Screen>
  );
}

const Back = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.layout.touch};
  height: ${({ theme }) => theme.layout.touch};
  margin-bottom: ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const QuizName = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const Verdict = styled.h2<{ $passed: boolean }>`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSize.xl};
  color: ${({ theme, $passed }) => ($passed ? theme.semantic.score.good : theme.colors.danger)};
`;

const Center = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const H2 = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Scores = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    padding: ${({ theme }) => theme.space.xs} 0;
  }
`;
