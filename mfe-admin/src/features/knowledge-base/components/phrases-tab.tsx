import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoachingPhrase } from '@app/contracts/coaching-phrases';
import { Button, Card, Muted, Stack } from '@app/ui/components';
import { ConfirmDeleteDialog } from '../../../lib/confirm-delete-dialog';
import { LinkButton } from '@app/ui/links';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';
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
        <SectionHeading>{t('phrases.empty')}</SectionHeading>
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
      <Row $justify="between" $wrap>
        <LinkButton to="/coach" $variant="ghost">
          {t('admin:knowledgeBase.phrasesLink')}
        </LinkButton>
        <Button type="button" onClick={add}>
          <Row as="span" $gap="xs"><Plus aria-hidden size={18} /> {t('phrases.add')}</Row>
        </Button>
      </Row>
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
