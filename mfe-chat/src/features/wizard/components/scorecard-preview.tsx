import { useQuery } from '@tanstack/react-query';
import { ClipboardCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, Muted } from '@app/ui/components';
import { Badge } from '@app/ui/badge';
import { List } from '@app/ui/list';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';
import { SmallText } from '@app/ui/small-text';
import { scenarioCardQuery } from '@app/api-client/scorecards';

/** "What you'll be scored on": the scenario's card before the session starts. */
export function ScorecardPreview({ scenarioKey }: { scenarioKey: string }) {
  const { t, i18n } = useTranslation('chat');
  // In the reader's language (the request carries it).
  const card = useQuery(scenarioCardQuery(scenarioKey, i18n.language));
  if (card.isPending) return <Muted aria-busy="true">{t('scorecard.before')}</Muted>;
  if (card.isError) return <Muted role="status">{t('scorecard.loadFailed')}</Muted>;
  return (
    <Card aria-labelledby="scorecard-before" data-testid="scorecard-preview">
      <SectionHeading as="h3" id="scorecard-before">
        <Row as="span">
          <ClipboardCheck aria-hidden size={20} />
          {t('scorecard.before')}
        </Row>
      </SectionHeading>
      <Muted>{t('scorecard.beforeHint', { passMark: card.data.passMark })}</Muted>
      <List $gap="md">
        {card.data.criteria.map((c) => (
          <li key={c.id}>
            <strong>{c.title}</strong> <Badge>{t('scorecard.weight', { weight: c.weight })}</Badge>
            <SmallText>{c.description}</SmallText>
          </li>
        ))}
      </List>
    </Card>
  );
}
