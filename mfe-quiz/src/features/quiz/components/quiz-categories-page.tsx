import { useTranslation } from 'react-i18next';
import type { QuizCategoryInfo } from '@app/contracts/quiz';
import { Centered, Heading, Muted, Screen, Spinner, Stack } from '@app/ui/components';
import { LoadError } from '@app/shell-sdk/load-error';
import { LinkButton } from '@app/ui/links';
import { Row } from '@app/ui/row';
import { useCategories } from '../api/get-categories';
import { QuizCategoryCard } from './quiz-category-card';

/** The category list: descriptions, pass minimums, time limits, question counts and a "Stats" link. */
export function QuizCategoriesPage({ onStart, starting, language }: { onStart: (c: QuizCategoryInfo) => void; starting: boolean; language: string }) {
  const { t } = useTranslation('quiz');
  const categories = useCategories(language);
  return (
    <Screen data-testid="mfe-quiz">
      <Row $justify="between" $gap="md">
        <Heading>{t('list.title')}</Heading>
        <LinkButton to="/quiz-analytics" $variant="ghost">
          {t('list.stats')}
        </LinkButton>
      </Row>
      <Muted>{t('list.intro')}</Muted>
      {categories.isPending && (
        <Centered>
          <Spinner aria-hidden />
        </Centered>
      )}
      {categories.isError && <LoadError title={t('player.loadFailed')} retryLabel={t('player.retry')} onRetry={() => void categories.refetch()} />}
      <Stack>
        {categories.data?.map((c) => (
          <QuizCategoryCard key={c.id} category={c} onStart={() => onStart(c)} disabled={starting} />
        ))}
      </Stack>
    </Screen>
  );
}
