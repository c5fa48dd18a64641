import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { medalsQuery } from '@app/api-client/scorecards';
import type { Medal, ScenarioMedal } from '@app/contracts/scorecards';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { Card } from '@app/ui/card';
import { Muted, Spinner } from '@app/ui/components';
import { EmptyState } from '@app/ui/empty-state';
import { Item, ItemContent } from '@app/ui/item';
import { LinkButton } from '@app/ui/links';
import { List } from '@app/ui/list';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';
import { SmallText } from '@app/ui/small-text';
import { MedalBadge } from '@app/ui/medal-badge';
import { ScorePill } from '@app/ui/score-pill';

/** Medals (issue 24): the best result on each scenario's scorecard, chat sessions and calls alike. */
export function MedalsSection() {
  const { t } = useTranslation('scorecard');
  const { user, language } = useRemoteProps();
  const query = useQuery(medalsQuery(user.id, language));
  return (
    <Card aria-labelledby="medals-title" data-testid="medals-section">
      <Row $wrap $justify="between" $align="baseline">
        <SectionHeading id="medals-title">{t('medals.title')}</SectionHeading>
        {query.data && query.data.length > 0 && <Muted as="span">{t('medals.summary', countByMedal(query.data))}</Muted>}
      </Row>
      {query.isPending ? (
        <Spinner role="status" aria-label={t('medals.title')} />
      ) : query.isError ? (
        <Muted role="alert">{t('medals.loadFailed')}</Muted>
      ) : query.data.length === 0 ? (
        <div data-testid="medals-empty">
          <EmptyState action={<LinkButton to="/chat">{t('medals.emptyAction')}</LinkButton>}>
            <strong>{t('medals.empty')}</strong>
            <br />
            {t('medals.emptyHint')}
          </EmptyState>
        </div>
      ) : (
        <>
          <Muted>{t('medals.subtitle')}</Muted>
          <List>
            {query.data.map((m) => (
              <MedalRow key={`${m.kind}:${m.scenarioId}`} item={m} />
            ))}
          </List>
        </>
      )}
    </Card>
  );
}

function MedalRow({ item }: { item: ScenarioMedal }) {
  const { t } = useTranslation('scorecard');
  return (
    <Item as="li" data-testid={`medal-${item.scenarioId}`}>
      <ItemContent>
        <strong>{item.title}</strong>
        <SmallText>
          {t(`medals.kind.${item.kind}`)} · {t('medals.attempts', { count: item.attempts })}
        </SmallText>
        <Row $wrap>
          {item.medal ? <MedalBadge medal={item.medal} label={t(`medal.${item.medal}`)} /> : <Muted as="span">{t('medal.none')}</Muted>}
          <ScorePill score={item.bestScore}>{t('medals.best', { score: item.bestScore })}</ScorePill>
        </Row>
      </ItemContent>
    </Item>
  );
}

function countByMedal(items: readonly ScenarioMedal[]): Record<Medal, number> {
  const count = (medal: Medal) => items.filter((i) => i.medal === medal).length;
  return { bronze: count('bronze'), silver: count('silver'), gold: count('gold') };
}
