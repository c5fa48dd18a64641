import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { Spinner } from '@app/ui/components';
import { EmptyState } from '@app/ui/empty-state';
import { LinkButton } from '@app/ui/links';
import { List } from '@app/ui/list';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';
import { LoadError } from '@app/shell-sdk/load-error';
import { savedPhrasesQuery } from '@app/api-client/coaching';
import { useRemoveSavedPhrase } from '../hooks/use-remove-saved-phrase';

/** "My phrases": what the user saved from their chat feedback, to reread and remove. */
export function MyPhrases() {
  const { t } = useTranslation('coaching');
  const query = useQuery(savedPhrasesQuery());
  const remove = useRemoveSavedPhrase();
  return (
    <Card aria-labelledby="my-phrases-title" data-testid="my-phrases">
      <SectionHeading id="my-phrases-title">{t('myPhrases.title')}</SectionHeading>
      {query.isPending ? (
        <Spinner role="status" aria-label={t('myPhrases.loading')} />
      ) : query.isError ? (
        <LoadError title={t('myPhrases.loadFailed')} retryLabel={t('progress.retry')} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState
          action={
            <LinkButton to="/chat" $variant="ghost">
              {t('practice.chat')}
            </LinkButton>
          }
        >
          {t('myPhrases.empty')}
        </EmptyState>
      ) : (
        <List>
          {query.data.map((p) => (
            <Row as="li" key={p.id} $justify="between" $align="start">
              <q>{p.text}</q>
              <Button
                type="button"
                $variant="ghost"
                $size="icon"
                aria-label={t('myPhrases.remove', { text: p.text })}
                onClick={() => remove.mutate(p.id)}
                disabled={remove.isPending}
              >
                <Trash2 aria-hidden size={16} />
              </Button>
            </Row>
          ))}
        </List>
      )}
    </Card>
  );
}
