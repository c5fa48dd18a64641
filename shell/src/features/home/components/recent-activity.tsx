import { Brain, ChevronRight, MessageSquare, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useTheme } from 'styled-components';
import type { ActivityItem } from '@app/contracts/dashboard';
import { LoadError } from '@app/shell-sdk/load-error';
import { Badge } from '@app/ui/badge';
import { Button, Card, Stack } from '@app/ui/components';
import { EmptyState } from '@app/ui/empty-state';
import { Item, ItemContent } from '@app/ui/item';
import { List } from '@app/ui/list';
import { ScorePill } from '@app/ui/score-pill';
import { SectionHeading } from '@app/ui/section-heading';
import { SmallText } from '@app/ui/small-text';
import { relativeTime } from '../../../lib/relative-time';

const KIND_ICONS = { chat: MessageSquare, call: Phone, quiz: Brain } as const;

/** `failed`: the list could not be loaded (offline, the card says so); `onRetry` loads it again. */
export function RecentActivity({ items, failed, onRetry }: { items: ActivityItem[]; failed?: boolean; onRetry?: () => void }) {
  const { t, i18n } = useTranslation('home');
  const theme = useTheme();
  return (
    <section aria-labelledby="activity-title" data-testid="recent-activity">
      <SectionHeading id="activity-title" $size="lg">
        {t('activity.title')}
      </SectionHeading>
      {failed ? (
        <LoadError title={t('activity.failed')} onRetry={onRetry} />
      ) : items.length === 0 ? (
        <Card>
          <Stack $gap="xs">
            <strong>{t('activity.empty')}</strong>
            <EmptyState action={
                <Button asChild $variant="link">
                  <Link to="/chat">{t('activity.emptyAction')}</Link>
                </Button>
              }>{t('activity.emptyHint')}</EmptyState>
          </Stack>
        </Card>
      ) : (
        <List>
          {items.map((item) => {
            const Icon = KIND_ICONS[item.kind];
            return (
              <li key={`${item.kind}-${item.id}`}>
                <Item asChild>
                  <Link to={item.href}>
                    <Icon aria-hidden size={20} color={theme.colors.primary} />
                    <ItemContent>
                      <strong>{item.title}</strong>
                      <SmallText>
                        {t(`activity.kinds.${item.kind}`)} · {relativeTime(item.at, i18n.language)}
                      </SmallText>
                      {/* Under the title, so a long title keeps the width on a phone (Russian badges are long). */}
                      <span>
                        {item.score === null ? (
                          <Badge>{t('activity.unscored')}</Badge>
                        ) : (
                          <ScorePill score={item.score}>{t('activity.score', { score: Math.round(item.score) })}</ScorePill>
                        )}
                      </span>
                    </ItemContent>
                    <ChevronRight aria-hidden size={18} />
                  </Link>
                </Item>
              </li>
            );
          })}
        </List>
      )}
    </section>
  );
}
