import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { phrasesQuery } from '@app/api-client/coaching';
import type { CoachingPhrase } from '@app/contracts/coaching-phrases';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { LoadError } from '@app/shell-sdk/load-error';
import { Button } from '@app/ui/button';
import { Spinner, Stack } from '@app/ui/components';
import { EmptyText } from '@app/ui/empty-state';
import { Row } from '@app/ui/row';
import { PHRASE_CATEGORY_LABELS } from '../data/phrases';
import { usePhraseCarousel } from '../hooks/use-phrase-carousel';
import { PhraseCard } from './phrase-card';

/** The phrase bank from the database, one category at a time. */
export function PhraseBank() {
  const { t } = useTranslation('coaching');
  const { language } = useRemoteProps();
  const query = useQuery(phrasesQuery(language));
  if (query.isPending) return <Spinner role="status" aria-label={t('phrases.loading')} />;
  if (query.isError) return <LoadError title={t('phrases.loadFailed')} retryLabel={t('progress.retry')} onRetry={() => void query.refetch()} />;
  return <Carousel phrases={query.data} />;
}

function Carousel({ phrases }: { phrases: CoachingPhrase[] }) {
  const { t } = useTranslation('coaching');
  const carousel = usePhraseCarousel(phrases);
  return (
    <Stack>
      <Row $wrap role="group" aria-label={t('phrases.categoriesLabel')}>
        {PHRASE_CATEGORY_LABELS.map((c) => (
          <Button
            key={c.id}
            type="button"
            $variant={c.id === carousel.category ? 'primary' : 'ghost'}
            $size="sm"
            aria-pressed={c.id === carousel.category}
            onClick={() => carousel.selectCategory(c.id)}
          >
            {t(`phrases.categories.${c.key}`)}
          </Button>
        ))}
      </Row>
      {carousel.phrase ? <PhraseCard phrase={carousel.phrase} index={carousel.index} total={carousel.total} /> : <EmptyText>{t('phrases.empty')}</EmptyText>}
      <Row $justify="between" $gap="xs">
        <Button type="button" $variant="ghost" onClick={carousel.previous}>
          {t('phrases.previous')}
        </Button>
        <Dots>
          {carousel.phrases.map((p, i) => (
            <Dot
              key={p.id}
              type="button"
              aria-label={t('phrases.goTo', { n: i + 1 })}
              aria-current={i === carousel.index}
              $active={i === carousel.index}
              onClick={() => carousel.goTo(i)}
            />
          ))}
        </Dots>
        <Button type="button" $variant="ghost" onClick={carousel.next}>
          {t('phrases.next')}
        </Button>
      </Row>
    </Stack>
  );
}

// Centred between Previous and Next, and wraps rather than pushing Next off a 390 px screen when admins add many phrases.
const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  min-width: 0;
`;

// The visible dot is small; the button around it is a full 44 px square touch target.
const Dot = styled.button<{ $active: boolean }>`
  width: ${({ theme }) => theme.layout.touch};
  height: ${({ theme }) => theme.layout.touch};
  border: 0;
  background: transparent;
  cursor: pointer;
  &::after {
    content: '';
    display: block;
    margin: auto;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  }
`;
