import { MessageSquare, Mic, Pencil, Phone, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AdminScenario, ScenarioType } from '@app/contracts/scenarios';
import { Button, Card, Muted } from '@app/ui/components';
import { UntranslatedBadge } from '../../../components/untranslated-badge';
import { localize, useContentLanguage } from '../../../lib/content-language';

const ICONS: Record<ScenarioType, typeof MessageSquare> = { chat: MessageSquare, voice: Mic, call: Phone };

interface Props {
  scenario: AdminScenario;
  onEdit: () => void;
  onDelete: () => void;
}

/** A scenario in the reader's language; one shown in English to a Russian reader is marked. */
export function ScenarioCard({ scenario, onEdit, onDelete }: Props) {
  const { t } = useTranslation('knowledge');
  const s = localize(scenario, scenario.translations, useContentLanguage(), 'title');
  const Icon = ICONS[s.type];
  return (
    <Card as="article" aria-labelledby={`scenario-${s.id}-title`}>
      <Head>
        <Icon aria-hidden size={20} data-testid={`scenario-icon-${s.type}`} />
        <Title id={`scenario-${s.id}-title`} lang={s.translated ? undefined : 'en'}>{s.title}</Title>
        {!s.translated && <UntranslatedBadge />}
      </Head>
      <Badges>
        <Badge>{t(`scenarios.types.${s.type}`)}</Badge>
        <Badge>{t(`scenarios.difficulties.${s.difficulty}`)}</Badge>
        <Badge>{t(`scenarios.categories.${s.category}`)}</Badge>
        {!s.isActive && <Badge $muted>{t('scenarios.inactive')}</Badge>}
      </Badges>
      {s.description && <Muted>{s.description}</Muted>}
      <Quote>{s.initialMessage || s.scenario}</Quote>
      <Row>
        <Button type="button" $variant="ghost" aria-label={t('scenarios.editLabel', { title: s.title })} onClick={onEdit}>
          <Pencil aria-hidden size={16} /> {t('scenarios.edit')}
        </Button>
        <Button type="button" $variant="ghost" aria-label={t('scenarios.deleteLabel', { title: s.title })} onClick={onDelete}>
          <Trash2 aria-hidden size={16} /> {t('scenarios.delete')}
        </Button>
      </Row>
    </Card>
  );
}

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.text};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.sm} 0;
`;

const Badge = styled.span<{ $muted?: boolean }>`
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.text)};
`;

const Quote = styled.q`
  display: block;
  margin: ${({ theme }) => theme.space.sm} 0;
  font-style: italic;
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  button { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space.xs}; }
`;
