import { useQuery } from '@tanstack/react-query';
import { BookOpen, Circle, Compass, Crown, Flame, Lock, Medal, MessageSquare, Mic, Phone, Star, Target, Trophy, Zap, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { achievementsQuery } from '@app/api-client/achievements';
import type { Achievement } from '@app/contracts/achievements';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { Badge } from '@app/ui/badge';
import { Muted, Spinner, Stack } from '@app/ui/components';
import { Item } from '@app/ui/item';
import { List } from '@app/ui/list';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';
import { SmallText } from '@app/ui/small-text';
import { semantic } from '@app/ui/tokens';

const ICONS: Record<string, LucideIcon> = { message: MessageSquare, flame: Flame, star: Star, trophy: Trophy, target: Target, crown: Crown, zap: Zap, book: BookOpen, phone: Phone, mic: Mic, compass: Compass, medal: Medal };

/** Every achievement there is: unlocked ones first and marked, locked ones dimmed (spec 001 §Progress). */
export function AchievementList() {
  const { t } = useTranslation('achievements');
  const { user, language } = useRemoteProps();
  const query = useQuery(achievementsQuery(user.id, language));
  if (query.isPending) return <Spinner role="status" aria-label={t('title')} />;
  if (query.isError) return <Muted role="alert">{t('loadFailed')}</Muted>;
  const { items, unlocked, total } = query.data;
  return (
    <section aria-labelledby="achievements-title">
      <Row $justify="between" $align="baseline">
        <SectionHeading id="achievements-title">{t('title')}</SectionHeading>
        <Muted>{t('summary', { unlocked, total })}</Muted>
      </Row>
      <List>
        {items.map((item) => (
          <AchievementCard key={item.id} item={item} />
        ))}
      </List>
    </section>
  );
}

function AchievementCard({ item }: { item: Achievement }) {
  const { t } = useTranslation('achievements');
  const Icon = item.unlocked ? (ICONS[item.icon] ?? Trophy) : Lock;
  const rarity = semantic.rarity[item.rarity];
  return (
    <Item as="li" data-testid={`achievement-${item.id}`}>
      <IconBox $color={rarity} $locked={!item.unlocked} aria-hidden>
        <Icon size={22} />
      </IconBox>
      <Stack $gap="sm">
        <div>
          <strong>{item.name}</strong>
          <SmallText>{item.description}</SmallText>
        </div>
        <Row $wrap>
          <Badge>
            <Circle aria-hidden size={8} fill={rarity} color={rarity} />
            {t(`rarity.${item.rarity}`)}
          </Badge>
          <Badge $tone={item.unlocked ? 'primary' : 'neutral'}>{item.unlocked ? t('unlocked') : t('locked')}</Badge>
        </Row>
      </Stack>
    </Item>
  );
}

// The rarity's colour frames the icon; a locked one is dimmed, not faded (the texts keep their contrast).
const IconBox = styled.span<{ $color: string; $locked: boolean }>`
  flex: none;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px ${({ $locked }) => ($locked ? 'dashed' : 'solid')} ${({ $color }) => $color};
  color: ${({ $color }) => $color};
  opacity: ${({ $locked }) => ($locked ? 0.45 : 1)};
`;
