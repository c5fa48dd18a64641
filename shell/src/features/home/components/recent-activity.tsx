import { Brain, ChevronRight, MessageSquare, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ActivityItem } from '@app/contracts/dashboard';
import { LoadError } from '@app/shell-sdk/load-error';
import { Card, Muted } from '@app/ui/components';
import { scoreColor } from '@app/ui/tokens';
import { relativeTime } from '../../../lib/relative-time';
import { SectionTitle } from './practice-tiles';

const KIND_ICONS = { chat: MessageSquare, call: Phone, quiz: Brain } as const;

/** `failed`: the list could not be loaded (offline, the card says so); `onRetry` loads it again. */
export function RecentActivity({ items, failed, onRetry }: { items: ActivityItem[]; failed?: boolean; onRetry?: () => void }) {
  const { t, i18n } = useTranslation('home');
  return (
    <section aria-labelledby="activity-title" data-testid="recent-activity">
      <SectionTitle id="activity-title">{t('activity.title')}</SectionTitle>
      {failed ? (
        <LoadError title={t('activity.failed')} onRetry={onRetry} />
      ) : items.length === 0 ? (
        <Empty>
          <strong>{t('activity.empty')}</strong>
          <Muted>{t('activity.emptyHint')}</Muted>
          <Action to="/chat">{t('activity.emptyAction')}</Action>
        </Empty>
      ) : (
        <List>
          {items.map((item) => {
            const Icon = KIND_ICONS[item.kind];
            return (
              <li key={`${item.kind}-${item.id}`}>
                <Row to={item.href}>
                  <Icon aria-hidden size={20} />
                  <Text>
                    <strong>{item.title}</strong>
                    <small>
                      {t(`activity.kinds.${item.kind}`)} · {relativeTime(item.at, i18n.language)}
                    </small>
                  </Text>
                  <Score $color={item.score === null ? undefined : scoreColor(item.score)}>
                    {item.score === null ? t('activity.unscored') : t('activity.score', { score: Math.round(item.score) })}
                  </Score>
                  <ChevronRight aria-hidden size={18} />
                </Row>
              </li>
            );
          })}
        </List>
      )}
    </section>
  );
}

const Empty = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  p { margin: 0 0 ${({ theme }) => theme.space.sm}; }
`;

const Action = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.touch};
  font-weight: 600;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Row = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 56px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  > svg { flex: none; color: ${({ theme }) => theme.colors.primary}; }
`;

const Text = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Score = styled.span<{ $color?: string }>`
  flex: none;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme, $color }) => $color ?? theme.colors.border};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
`;
