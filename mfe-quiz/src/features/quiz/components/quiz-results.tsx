import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { QUIZ_TEXT_KEY, type QuizResult } from '@app/contracts/quiz';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { Heading, Muted, Screen, Stack } from '@app/ui/components';
import { List } from '@app/ui/list';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';
import { QuizReview } from './quiz-review';
import { ScoreRing } from './score-ring';

/** Results: ring, passed or not, feedback, recommendations, scores by topic and the review. */
export function QuizResults({ result, onRetry, onAnother, retrying }: { result: QuizResult; onRetry: () => void; onAnother: () => void; retrying: boolean }) {
  const { t } = useTranslation('quiz');
  const verdict = result.passed ? t('results.passed') : t('results.notPassed');
  const quiz = t(`categories.${QUIZ_TEXT_KEY[result.category]}.title`);
  return (
    <Screen data-testid="quiz-results">
      <Stack>
        <Row>
          <Button type="button" $variant="ghost" $size="icon" onClick={onAnother} aria-label={t('player.back')}>
            <ArrowLeft aria-hidden />
          </Button>
        </Row>
        <Summary>
          <SectionHeading as="h1" $size="lg" data-testid="quiz-results-title">
            {t('results.title', { quiz })}
          </SectionHeading>
          <ScoreRing percentage={result.percentage} label={`${quiz}: ${result.percentage}% · ${verdict}`} />
          <Verdict $passed={result.passed}>{verdict}</Verdict>
          <Muted>
            {t('results.score', { score: result.totalScore, max: result.maxScore })} · {t('results.passMark', { min: result.minScore })}
          </Muted>
        </Summary>
        <Card>
          <SectionHeading>{t('results.feedback')}</SectionHeading>
          <p>{result.feedback}</p>
          <SectionHeading>{t('results.recommendations')}</SectionHeading>
          <ul>
            {result.recommendations.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </Card>
        <Card>
          <SectionHeading>{t('results.categoryScores')}</SectionHeading>
          <List>
            {result.detailedScores.map((s) => (
              <Row as="li" key={s.category} $justify="between">
                <span>{s.category}</span>
                <strong>
                  {s.score}/{s.maxScore}
                </strong>
              </Row>
            ))}
          </List>
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
      </Stack>
    </Screen>
  );
}

// The summary card is centred around the ring.
const Summary = styled(Card)`
  text-align: center;
`;

const Verdict = styled.h2<{ $passed: boolean }>`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.xl};
  color: ${({ theme, $passed }) => ($passed ? theme.semantic.score.good : theme.colors.danger)};
`;
