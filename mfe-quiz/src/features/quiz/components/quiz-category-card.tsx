import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { QuizCategoryInfo } from '@app/contracts/quiz';
import { Button, Card, Muted } from '@app/ui/components';
import { SectionHeading } from '@app/ui/section-heading';

export function QuizCategoryCard({ category, onStart, disabled }: { category: QuizCategoryInfo; onStart: () => void; disabled: boolean }) {
  const { t } = useTranslation('quiz');
  return (
    <Card as="article" aria-labelledby={`quiz-${category.id}`}>
      <SectionHeading id={`quiz-${category.id}`}>{category.title}</SectionHeading>
      <Muted>{category.description}</Muted>
      <Facts>
        <li>{t('card.passMark', { score: category.minScore })}</li>
        <li>{t('card.timeLimit', { minutes: Math.round(category.timeLimit / 60) })}</li>
        <li>{t('card.questions', { n: category.questionCount })}</li>
      </Facts>
      <Button type="button" onClick={onStart} disabled={disabled || category.questionCount === 0} aria-describedby={`quiz-${category.id}`}>
        {t('player.start')}
      </Button>
    </Card>
  );
}

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  li {
    padding: 2px ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;
