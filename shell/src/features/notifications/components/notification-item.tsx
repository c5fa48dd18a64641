import { Bell, Lightbulb, Target, Trophy, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AppNotification } from '@app/contracts/notifications';
import { Badge } from '@app/ui/badge';
import { Row } from '@app/ui/row';
import { relativeTime } from '../../../lib/relative-time';
import { VisuallyHidden } from '@app/ui/visually-hidden';

const TYPE_ICONS = { achievement: Trophy, reminder: Bell, tip: Lightbulb, challenge: Target } as const;

interface Props {
  notification: AppNotification;
  onDismiss: () => void;
  onAction: (href: string) => void;
}

/** Title, message and action label are i18n keys: they render in the language chosen now. */
export function NotificationItem({ notification: n, onDismiss, onAction }: Props) {
  const { t, i18n } = useTranslation('notifications');
  const Icon = TYPE_ICONS[n.type];
  const title = t(n.title, n.params);
  return (
    <Item $high={n.priority === 'high'} data-testid="notification" data-unread={!n.read} aria-label={title}>
      <Row>
        <Type>
          <Icon aria-hidden size={14} />
          {t(`types.${n.type}`)}
        </Type>
        {!n.read && <Unread title={t('unread')} aria-hidden />}
        {!n.read && <VisuallyHidden>{t('unread')}</VisuallyHidden>}
        {n.priority === 'high' && <VisuallyHidden>{t('priority.high')}</VisuallyHidden>}
        <Time dateTime={n.createdAt}>{relativeTime(n.createdAt, i18n.language)}</Time>
        <Dismiss type="button" aria-label={`${t('dismiss')}: ${title}`} onClick={onDismiss}>
          <X aria-hidden size={16} />
        </Dismiss>
      </Row>
      <Title>
        {title}
        {n.count > 1 && (
          <>
            {' '}
            <Badge data-testid="notification-group-count">{t('groupCount', { count: n.count })}</Badge>
          </>
        )}
      </Title>
      <Message>
        {n.count > 1 && `${t('latest')} `}
        {t(n.message, n.params)}
      </Message>
      {n.action && (
        <Action type="button" onClick={() => onAction(n.action!.href)}>
          {t(n.action.label, n.params)}
        </Action>
      )}
    </Item>
  );
}

const Item = styled.li<{ $high: boolean }>`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs} ${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 3px solid ${({ theme, $high }) => ($high ? theme.colors.primary : 'transparent')};
`;

const Type = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Time = styled.time`
  flex: 1;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Dismiss = styled.button`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.layout.touch};
  height: ${({ theme }) => theme.layout.touch};
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceRaised}; }
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Unread = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
`;

const Message = styled.p`
  margin: 2px 0 0;
  padding-right: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Action = styled.button`
  min-height: ${({ theme }) => theme.layout.touch};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  text-decoration: underline;
  cursor: pointer;
`;
