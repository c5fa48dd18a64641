import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Heading, Muted, Screen, Stack } from '@app/ui/components';
import { LinkButton } from '@app/ui/links';
import { QUIZ_CATEGORIES } from '../data/quiz-categories';
import { QuizCategoryCard } from './quiz-category-card';

export function QuizCategoriesPage() {
  const { t } = useTranslation('quiz');
  return (
    <Screen data-testid="mfe-quiz">
      <Header>
        <Heading>{t('list.title')}</Heading>
        <LinkButton to="/quiz-analytics" $variant="ghost">
          {t('list.stats')}
        </LinkButton>
      </Header>
      <Muted>{t('list.intro')}</Muted>
      <Stack>
        {QUIZ_CATEGORIES.map((c) => (
          <QuizCategoryCard key={c.id} category={c} />
        ))}
      </Stack>
    </Screen>
  );
}

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  h1 { margin: 0; }
`;
