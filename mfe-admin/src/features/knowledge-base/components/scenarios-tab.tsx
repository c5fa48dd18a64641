import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminScenario } from '@app/contracts/scenarios';
import { Button, Card, Muted, Stack } from '@app/ui/components';
import { ConfirmDeleteDialog } from '../../../lib/confirm-delete-dialog';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { LoadError } from '@app/shell-sdk/load-error';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';
import { useDeleteScenario } from '../api/delete-scenario';
import { useScenarios } from '../../../lib/get-scenarios';
import { ScenarioCard } from './scenario-card';
import { ScenarioDialog } from './scenario-dialog';
import { localize, useContentLanguage } from '../../../lib/content-language';

/** The dialog's state: closed, adding (null) or editing a scenario. */
type DialogState = { open: false } | { open: true; editing: AdminScenario | null };

export function ScenariosTab() {
  const { t } = useTranslation('knowledge');
  const { toast } = useRemoteProps();
  const scenarios = useScenarios();
  const remove = useDeleteScenario();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const [deleting, setDeleting] = useState<AdminScenario | null>(null);
  const lang = useContentLanguage();

  const confirmDelete = (s: AdminScenario) => {
    remove.mutate(s.id, {
      onSuccess: () => toast({ title: t('scenarios.deletedTitle'), description: t('scenarios.deletedBody') }),
      onError: () => toast({ title: t('common:errors.generic'), variant: 'destructive' }),
      onSettled: () => setDeleting(null),
    });
  };

  const add = () => setDialog({ open: true, editing: null });
  let body;
  if (scenarios.isPending) body = <Muted aria-busy="true">{t('common:loading')}</Muted>;
  else if (scenarios.isError) body = <LoadError title={t('common:errors.generic')} onRetry={() => void scenarios.refetch()} />;
  else if (scenarios.data.length === 0) {
    body = (
      <Card role="status">
        <SectionHeading>{t('admin:knowledgeBase.scenariosEmpty')}</SectionHeading>
        <Muted>{t('admin:knowledgeBase.scenariosEmptyBody')}</Muted>
        <Button type="button" onClick={add}>
          {t('scenarios.addFirst')}
        </Button>
      </Card>
    );
  } else {
    body = scenarios.data.map((s) => (
      <ScenarioCard key={s.id} scenario={s} onEdit={() => setDialog({ open: true, editing: s })} onDelete={() => setDeleting(s)} />
    ));
  }

  return (
    <Stack>
      <Row $justify="end">
        <Button type="button" onClick={add}>
          <Row as="span" $gap="xs"><Plus aria-hidden size={18} /> {t('scenarios.add')}</Row>
        </Button>
      </Row>
      {body}
      {dialog.open && <ScenarioDialog editing={dialog.editing} onClose={() => setDialog({ open: false })} />}
      <ConfirmDeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title={t('scenarios.confirmDeleteTitle')}
        description={deleting && t('scenarios.confirmDelete', { title: localize(deleting, deleting.translations, lang, 'title').title })}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
