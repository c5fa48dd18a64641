import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { AppNotification } from '@app/contracts/notifications';
import { Muted } from '@app/ui/components';
import { List } from '@app/ui/list';
import { useClearAllNotifications } from '../api/clear-all-notifications';
import { useDismissNotification } from '../api/dismiss-notification';
import { useReadAllNotifications } from '../api/read-all-notifications';
import { NotificationItem } from './notification-item';
import { NotificationPanelHeader } from './notification-panel-header';

interface Props {
  id: string;
  items: AppNotification[];
  unread: number;
  failed: boolean;
  onClose: () => void;
}

/** Spec 000 §2.5: 320 px wide (w-80), at most 384 px tall (max-h-96), scrolling inside. */
export function NotificationPanel({ id, items, unread, failed, onClose }: Props) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const dismiss = useDismissNotification();
  const readAll = useReadAllNotifications();
  const clearAll = useClearAllNotifications();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const act = (notification: AppNotification, href: string) => {
    dismiss.mutate(notification.id);
    onClose();
    navigate(href);
  };
  return (
    <Panel id={id} role="dialog" aria-modal="false" aria-labelledby={`${id}-title`} data-testid="notification-panel">
      <NotificationPanelHeader
        titleId={`${id}-title`}
        headingRef={heading}
        unread={failed ? 0 : unread}
        empty={failed || items.length === 0}
        onReadAll={() => readAll.mutate()}
        onClearAll={() => clearAll.mutate()}
      />
      {failed ? (
        <Empty role="status">{t('loadFailed')}</Empty>
      ) : items.length === 0 ? (
        <Empty>
          <strong>{t('empty')}</strong>
          <br />
          {t('emptyHint')}
        </Empty>
      ) : (
        <List $gap="xs">
          {items.map((n) => (
            <NotificationItem key={n.id} notification={n} onDismiss={() => dismiss.mutate(n.id)} onAction={(href) => act(n, href)} />
          ))}
        </List>
      )}
    </Panel>
  );
}

const Panel = styled.div`
  position: fixed;
  z-index: 800;
  top: 72px;
  right: max(${({ theme }) => theme.space.lg}, calc((100vw - ${({ theme }) => theme.layout.maxWidth}) / 2 + ${({ theme }) => theme.space.lg}));
  width: min(320px, calc(100vw - 32px));
  max-height: 384px;
  overflow-y: auto;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Empty = styled(Muted)`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
`;
