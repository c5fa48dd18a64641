import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AuditEntry } from '@app/contracts/admin';
import { Muted, Spinner, Stack } from '@app/ui/components';
import { OrderedList } from '@app/ui/list';
import { SectionHeading } from '@app/ui/section-heading';
import { useAuditLog } from '../api/get-audit-log';
import { AuditChanges } from './audit-changes';

function Entry({ entry: e }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('adminPanel');
  const actor = e.actorName || t('audit.unknownActor', { id: e.actorId });
  return (
    <Item data-testid="audit-entry">
      {/* Named by what it is about (a question's text, a user's name); the row id only when nothing names it. */}
      <strong>
        {t('audit.entry', { actor, action: t(`audit.actions.${e.action}`), entity: t(`audit.entities.${e.entity}`) })}
        {e.label ? ` ${t('audit.named', { label: e.label })}` : e.entityId ? ` #${e.entityId}` : ''}
      </strong>
      <Muted as="time" dateTime={e.createdAt}>{new Date(e.createdAt).toLocaleString(i18n.language)}</Muted>
      <AuditChanges before={e.before} after={e.after} />
    </Item>
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

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  p, time { margin: 0; font-size: ${({ theme }) => theme.fontSize.xs}; }
  summary { min-height: ${({ theme }) => theme.layout.touch}; display: flex; align-items: center; cursor: pointer; }
`;
