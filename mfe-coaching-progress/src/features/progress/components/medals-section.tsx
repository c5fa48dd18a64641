import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MEDALS, type ScenarioMedal } from '@app/contracts/scorecards';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { Card, Muted, Spinner } from '@app/ui/components';
import { EmptyState } from '@app/ui/empty-state';
import { LinkButton } from '@app/ui/links';
import { List } from '@app/ui/list';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';
import { SmallText } from '@app/ui/small-text';
import { MedalBadge } from '@app/ui/medal-badge';
import { scoreColor } from '@app/ui/tokens';
import { useMedals } from '../api/get-medals';

/** Medals (issue 24): the best result on each scenario's scorecard, chat sessions and calls alike. */
export function MedalsSection() {
  const { t } = useTranslation('scorecard');
  const { user, language } = useRemoteProps();
  const query = useMedals(user.id, language);
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
    <Item data-testid={`medal-${item.scenarioId}`}>
      <Name>
        <strong>{item.title}</strong>
        <SmallText>
          {t(`medals.kind.${item.kind}`)} · {t('medals.attempts', { count: item.attempts })}
        </SmallText>
      </Name>
      <Row $wrap>
        {item.medal ? <MedalBadge medal={item.medal} label={t(`medal.${item.medal}`)} /> : <Muted as="span">{t('medal.none')}</Muted>}
        <Best $color={scoreColor(item.bestScore)}>{t('medals.best', { score: item.bestScore })}</Best>
      </Row>
    </Item>
  );
}

const countByMedal = (items: readonly ScenarioMedal[]) =>
  Object.fromEntries(MEDALS.map((m) => [m, items.filter((i) => i.medal === m).length])) as Record<(typeof MEDALS)[number], number>;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Name = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Best = styled.span<{ $color: string }>`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  border-bottom: 3px solid ${({ $color }) => $color};
`;
