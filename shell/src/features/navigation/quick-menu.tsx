import { Bot, ClipboardList, LogOut, MessageSquare, Mic, Phone, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CurrentUser } from '@app/contracts/user';
import { Menu, MenuContent, MenuItem, MenuPortal, MenuSeparator, MenuTrigger } from '@app/ui/dropdown-menu';
import { Tooltip } from '@app/ui/tooltip';
import { useSignOut } from '../../lib/sign-out';
import { QuickMenuFab } from './quick-menu-fab';

// Spec 000 §2.3, in this order; Quiz Admin for admins only.
const ITEMS = [
  { key: 'quickChat', to: '/chat', Icon: MessageSquare },
  { key: 'voicePractice', to: '/voice', Icon: Mic },
  { key: 'aiVoiceTraining', to: '/voice-advanced', Icon: Bot },
  { key: 'realisticTraining', to: '/voice-realistic', Icon: Sparkles },
  { key: 'phoneCall', to: '/voice-call', Icon: Phone },
] as const;

/**
 * The round quick-menu button, docked in the bottom navigation's last slot; any item closes the
 * menu. Loaded on demand (quick-menu-on-demand.tsx): defaultOpen when pressed before it arrived.
 */
export function QuickMenu({ user, defaultOpen = false }: { user: CurrentUser; defaultOpen?: boolean }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [open, setOpen] = useState(defaultOpen);
  const label = open ? t('quickMenu.close') : t('quickMenu.open');
  return (
    <Menu open={open} onOpenChange={setOpen} modal={false}>
      <Tooltip label={label} side="top">
        <MenuTrigger asChild>
          <QuickMenuFab open={open} label={label} />
        </MenuTrigger>
      </Tooltip>
      <MenuPortal>
        <MenuContent side="top" align="end" sideOffset={10} aria-label={t('quickMenu.title')}>
          {ITEMS.map(({ key, to, Icon }) => (
            <MenuItem key={key} onSelect={() => navigate(to)}>
              <Icon aria-hidden size={18} />
              {t(`quickMenu.${key}`)}
            </MenuItem>
          ))}
          {user.role === 'admin' && (
            <MenuItem onSelect={() => navigate('/quiz-admin')}>
              <ClipboardList aria-hidden size={18} />
              {t('quickMenu.quizAdmin')}
            </MenuItem>
          )}
          <MenuSeparator />
          <MenuItem onSelect={() => void signOut()}>
            <LogOut aria-hidden size={18} />
            {t('quickMenu.logout')}
          </MenuItem>
        </MenuContent>
      </MenuPortal>
    </Menu>
  );
}
