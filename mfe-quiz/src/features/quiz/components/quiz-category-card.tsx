import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Muted } from '@app/ui/components';
import type { QuizCategory } from '../data/quiz-categories';

export function QuizCategoryCard({ category }: { category: QuizCategory }) {
  const { t } = useTranslation('quiz');
  return (
    <Card as="article" aria-labelledby={`quiz-${category.id}`}>
      <Title id={`quiz-${category.id}`}>{t(`categories.${category.key}.title`)}</Title>
      <Muted>{t(`categories.${category.key}.description`)}</Muted>
      <Facts>
        <li>{t('card.passMark', { score: category.minScore })}</li>
        <li>{t('card.timeLimit', { minutes: category.minutes })}</li>
        {category.questions !== undefined && <li>{t('card.questions', { n: category.questions })}</li>}
      </Facts>
    </Card>
  );
}

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;
