import { MessageSquare, Mic, Pencil, Phone, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import type { AdminScenario, ScenarioType } from '@app/contracts/scenarios';
import { Badge } from '@app/ui/badge';
import { Button, Card, Muted, Stack } from '@app/ui/components';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';
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
  const theme = useTheme();
  return (
    <Card as="article" aria-labelledby={`scenario-${s.id}-title`}>
      {/* Top-aligned: the icon stays beside the first line of a long title. */}
      <Row $align="start">
        <Icon aria-hidden size={20} color={theme.colors.primary} data-testid={`scenario-icon-${s.type}`} />
        <SectionHeading as="h3" id={`scenario-${s.id}-title`} lang={s.translated ? undefined : 'en'}>{s.title}</SectionHeading>
        {!s.translated && <UntranslatedBadge />}
      </Row>
      <Stack $gap="sm">
        <Row $wrap $gap="xs">
          <Badge>{t(`scenarios.types.${s.type}`)}</Badge>
          <Badge>{t(`scenarios.difficulties.${s.difficulty}`)}</Badge>
          <Badge>{t(`scenarios.categories.${s.category}`)}</Badge>
          {!s.isActive && <Badge>{t('scenarios.inactive')}</Badge>}
        </Row>
        {s.description && <Muted>{s.description}</Muted>}
        {/* The client's own words: quoted, in their voice (italic). */}
        <i><q>{s.initialMessage || s.scenario}</q></i>
        <Row>
          <Button type="button" $variant="ghost" aria-label={t('scenarios.editLabel', { title: s.title })} onClick={onEdit}>
            <Row as="span" $gap="xs"><Pencil aria-hidden size={16} /> {t('scenarios.edit')}</Row>
          </Button>
          <Button type="button" $variant="ghost" aria-label={t('scenarios.deleteLabel', { title: s.title })} onClick={onDelete}>
            <Row as="span" $gap="xs"><Trash2 aria-hidden size={16} /> {t('scenarios.delete')}</Row>
          </Button>
        </Row>
      </Stack>
    </Card>
  );
}
