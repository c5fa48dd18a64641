import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Muted, Spinner } from '@app/ui/components';
import { LinkButton } from '@app/ui/links';
import { LoadError } from '@app/shell-sdk/load-error';
import { useRemoveSavedPhrase, useSavedPhrases } from '../api/saved-phrases';

/** "My phrases": what the user saved from their chat feedback, to reread and remove. */
export function MyPhrases() {
  const { t } = useTranslation('coaching');
  const query = useSavedPhrases();
  const remove = useRemoveSavedPhrase();
  return (
    <Card aria-labelledby="my-phrases-title" data-testid="my-phrases">
      <Title id="my-phrases-title">{t('myPhrases.title')}</Title>
      {query.isPending ? (
        <Spinner role="status" aria-label={t('myPhrases.loading')} />
      ) : query.isError ? (
        <LoadError title={t('myPhrases.loadFailed')} retryLabel={t('progress.retry')} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <>
          <Muted>{t('myPhrases.empty')}</Muted>
          <LinkButton to="/chat" $variant="ghost">
            {t('practice.chat')}
          </LinkButton>
        </>
      ) : (
        <List>
          {query.data.map((p) => (
            <li key={p.id}>
              <q>{p.text}</q>
              <Remove type="button" aria-label={t('myPhrases.remove', { text: p.text })} onClick={() => remove.mutate(p.id)} disabled={remove.isPending}>
                <Trash2 aria-hidden size={16} />
              </Remove>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li { display: flex; justify-content: space-between; align-items: flex-start; gap: ${({ theme }) => theme.space.sm}; }
`;

const Remove = styled.button`
  flex: none;
  width: ${({ theme }) => theme.layout.touch};
  height: ${({ theme }) => theme.layout.touch};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;
