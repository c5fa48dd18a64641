import { Bell, Lightbulb, Target, Trophy, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AppNotification } from '@app/contracts/notifications';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/components';
import { Row } from '@app/ui/row';
import { SmallText } from '@app/ui/small-text';
import { VisuallyHidden } from '@app/ui/visually-hidden';
import { relativeTime } from '../../../lib/relative-time';

const TYPE_ICONS = { achievement: Trophy, reminder: Bell, tip: Lightbulb, challenge: Target } as const;

interface Props {
  notification: AppNotification;
  onDismiss: () => void;
  onAction: (href: string) => void;
}

/** Title, message and action label are i18n keys: they render in the language chosen now. */
export function NotificationItem({ notification: n, onDismiss, onAction }: Props) {
  const { t, i18n } = useTranslation('notifications');
  const action = n.action;
  const Icon = TYPE_ICONS[n.type];
  const title = t(n.title, n.params);
  return (
    <Item $high={n.priority === 'high'} data-testid="notification" data-unread={!n.read} aria-label={title}>
      <Row $justify="between">
        <Row $gap="xs">
          <Badge $tone="primary">
            <Icon aria-hidden size={14} />
            {t(`types.${n.type}`)}
          </Badge>
          {!n.read && <Unread title={t('unread')} aria-hidden />}
          {!n.read && <VisuallyHidden>{t('unread')}</VisuallyHidden>}
          {n.priority === 'high' && <VisuallyHidden>{t('priority.high')}</VisuallyHidden>}
          <SmallText as="time" dateTime={n.createdAt}>
            {relativeTime(n.createdAt, i18n.language)}
          </SmallText>
        </Row>
        <Button type="button" $variant="link" $size="icon" aria-label={`${t('dismiss')}: ${title}`} onClick={onDismiss}>
          <X aria-hidden size={16} />
        </Button>
      </Row>
      <strong>
        {title}
        {n.count > 1 && (
          <>
            {' '}
            <Badge data-testid="notification-group-count">{t('groupCount', { count: n.count })}</Badge>
          </>
        )}
      </strong>
      <SmallText>
        {n.count > 1 && `${t('latest')} `}
        {t(n.message, n.params)}
      </SmallText>
      {action && (
        <Button type="button" $variant="link" $size="sm" onClick={() => onAction(action.href)}>
          {t(action.label, n.params)}
        </Button>
      )}
    </Item>
  );
}

const Item = styled.li<{ $high: boolean }>`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs} ${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 3px solid ${({ theme, $high }) => ($high ? theme.colors.primary : 'transparent')};
`;

const Unread = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
`;
