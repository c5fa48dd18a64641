import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CoachingPhrase } from '@app/contracts/coaching-phrases';
import { Button, Card, Muted, Stack } from '@app/ui/components';
import { ConfirmDeleteDialog } from '../../../lib/confirm-delete-dialog';
import { LinkButton } from '@app/ui/links';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { useDeletePhrase } from '../api/delete-phrase';
import { useAdminPhrases } from '../api/get-phrases';
import { PhraseCard } from './phrase-card';
import { PhraseDialog } from './phrase-dialog';

type DialogState = { open: false } | { open: true; editing: CoachingPhrase | null };

/** The coach's phrase bank, editable: what is saved here is what agents read on /coach. */
export function PhrasesTab() {
  const { t } = useTranslation('knowledge');
  const { toast } = useRemoteProps();
  const phrases = useAdminPhrases();
  const remove = useDeletePhrase();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const [deleting, setDeleting] = useState<CoachingPhrase | null>(null);

  const confirmDelete = (p: CoachingPhrase) => {
    remove.mutate(p.id, {
      onSuccess: () => toast({ title: t('phrases.deletedTitle') }),
      onError: () => toast({ title: t('common:errors.generic'), variant: 'destructive' }),
      onSettled: () => setDeleting(null),
    });
  };
  const add = () => setDialog({ open: true, editing: null });

  let body;
  if (phrases.isPending) body = <Muted aria-busy="true">{t('common:loading')}</Muted>;
  else if (phrases.isError) body = <Muted role="alert">{t('common:errors.generic')}</Muted>;
  else if (phrases.data.length === 0) {
    body = (
      <Card role="status">
        <Title>{t('phrases.empty')}</Title>
        <Muted>{t('phrases.emptyBody')}</Muted>
        <Button type="button" onClick={add}>
          {t('phrases.add')}
        </Button>
      </Card>
    );
  } else {
    body = phrases.data.map((p) => <PhraseCard key={p.id} phrase={p} onEdit={() => setDialog({ open: true, editing: p })} onDelete={() => setDeleting(p)} />);
  }

  return (
    <Stack>
      <Toolbar>
        <LinkButton to="/coach" $variant="ghost">
          {t('admin:knowledgeBase.phrasesLink')}
        </LinkButton>
        <Button type="button" onClick={add}>
          <Plus aria-hidden size={18} /> {t('phrases.add')}
        </Button>
      </Toolbar>
      {body}
      {dialog.open && <PhraseDialog editing={dialog.editing} onClose={() => setDialog({ open: false })} />}
      <ConfirmDeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title={t('phrases.confirmDeleteTitle')}
        description={t('phrases.confirmDelete')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  button { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space.xs}; }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.md};
`;
