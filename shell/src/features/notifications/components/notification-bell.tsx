import { Bell } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@app/ui/components';
import { TooltipOnDemand as Tooltip } from '@app/ui/tooltip-on-demand';
import { VisuallyHidden } from '@app/ui/visually-hidden';
import { useNotifications } from '../api/get-notifications';

// The panel's code loads when it is first opened (hovering or focusing the bell starts it early).
const loadPanel = () => import(/* webpackChunkName: "notification-panel" */ './notification-panel');
const NotificationPanel = lazy(() => loadPanel().then((m) => ({ default: m.NotificationPanel })));

/** The bell with the unread count; it toggles the panel. Escape or a click outside closes it. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const list = useNotifications();
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const unread = list.data?.unread ?? 0;

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close(true);
    const onPointer = (e: PointerEvent) => !wrap.current?.contains(e.target as Node) && close(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  // Opening only shows them: reading is the panel's "Mark all read", so the count keeps meaning "new".
  const toggle = () => setOpen(!open);
  const label = unread > 0 ? t('bellUnread', { count: unread }) : t('bell');
  return (
    <Wrap ref={wrap}>
      <Tooltip label={t('bell')}>
        <Button
          ref={button}
          type="button"
          $variant="ghost"
          $size="icon"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={toggle}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          data-testid="notification-bell"
        >
          {/* Named by hidden text rather than aria-label, so the visible count is part of the name. */}
          <VisuallyHidden>{label}</VisuallyHidden>
          <Bell aria-hidden size={20} />
          {unread > 0 && (
            <Badge aria-hidden data-testid="notification-count">
              {unread > 9 ? '9+' : unread}
            </Badge>
          )}
        </Button>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} items={list.data?.items ?? []} unread={unread} failed={list.isError} onClose={() => close(false)} />
        </Suspense>
      )}
    </Wrap>
  );
}

// The count's corner: the button's own box (the panel is fixed to the screen, not to it).
const Wrap = styled.div`
  position: relative;
  display: inline-grid;
`;

const Badge = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;
