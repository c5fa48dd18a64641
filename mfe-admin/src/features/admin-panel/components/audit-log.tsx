import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@app/contracts/admin';
import { Muted, Spinner, Stack } from '@app/ui/components';
import { DividedItem } from '@app/ui/divided-item';
import { OrderedList } from '@app/ui/list';
import { SectionHeading } from '@app/ui/section-heading';
import { SmallText } from '@app/ui/small-text';
import { useAuditLog } from '../api/get-audit-log';
import { AuditChanges } from './audit-changes';

function Entry({ entry: e }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('adminPanel');
  const actor = e.actorName || t('audit.unknownActor', { id: e.actorId });
  return (
    <DividedItem data-testid="audit-entry">
      {/* Named by what it is about (a question's text, a user's name); the row id only when nothing names it. */}
      <strong>
        {t('audit.entry', { actor, action: t(`audit.actions.${e.action}`), entity: t(`audit.entities.${e.entity}`) })}
        {e.label ? ` ${t('audit.named', { label: e.label })}` : e.entityId ? ` #${e.entityId}` : ''}
      </strong>
      <SmallText as="time" dateTime={e.createdAt}>{new Date(e.createdAt).toLocaleString(i18n.language)}</SmallText>
      <AuditChanges before={e.before} after={e.after} />
    </DividedItem>
  );
}

/** Every admin write, newest first: who, what, before/after, when. */
export function AuditLog() {
  const { t } = useTranslation('adminPanel');
  const log = useAuditLog();
  return (
    <Stack>
      <div>
        <SectionHeading $size="lg">{t('audit.title')}</SectionHeading>
        <Muted>{t('audit.subtitle')}</Muted>
      </div>
      {log.isPending ? (
        <p role="status"><Spinner aria-hidden /> {t('audit.loading')}</p>
      ) : log.data?.length ? (
        <OrderedList $gap="xs">{log.data.map((e) => <Entry key={e.id} entry={e} />)}</OrderedList>
      ) : (
        <Muted>{t('audit.empty')}</Muted>
      )}
    </Stack>
  );
}

