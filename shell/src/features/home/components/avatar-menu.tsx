import { Brain, Languages, LogOut, MessageSquare, Mic, Settings, ShieldCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CurrentUser } from '@app/contracts/user';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuPortal, MenuSeparator, MenuTrigger } from '@app/ui/dropdown-menu';
import { Tooltip } from '@app/ui/tooltip';
import { useSignOut } from '../../../lib/sign-out';
import { AvatarButton } from './avatar-button';

// Spec 000 §2.4, plus the settings and language screens the texts imply.
const LINKS = [
  { key: 'quickChat', to: '/chat', Icon: MessageSquare },
  { key: 'voicePractice', to: '/voice', Icon: Mic },
  { key: 'realisticTraining', to: '/voice-realistic', Icon: Sparkles },
  { key: 'discAssessment', to: '/disc-assessment', Icon: Brain },
] as const;

/** Loaded on demand (avatar-menu-on-demand.tsx): defaultOpen when pressed before it arrived. */
export function AvatarMenu({ user, defaultOpen = false }: { user: CurrentUser; defaultOpen?: boolean }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <Menu modal={false} defaultOpen={defaultOpen}>
      <Tooltip label={t('accountMenu')}>
        <MenuTrigger asChild>
          <AvatarButton user={user} label={t('accountMenu')} />
        </MenuTrigger>
      </Tooltip>
      <MenuPortal>
        <MenuContent align="end" sideOffset={8}>
          <MenuLabel>{user.name}</MenuLabel>
          {LINKS.map(({ key, to, Icon }) => (
            <MenuItem key={key} onSelect={() => navigate(to)}>
              <Icon aria-hidden size={18} />
              {t(`menu.${key}`)}
            </MenuItem>
          ))}
          {user.role === 'admin' && (
            <MenuItem onSelect={() => navigate('/admin')}>
              <ShieldCheck aria-hidden size={18} />
              {t('menu.adminPanel')}
            </MenuItem>
          )}
          <MenuSeparator />
          <MenuItem onSelect={() => navigate('/settings')}>
            <Settings aria-hidden size={18} />
            {t('menu.settings')}
          </MenuItem>
          <MenuItem onSelect={() => navigate('/language')}>
            <Languages aria-hidden size={18} />
            {t('menu.language')}
          </MenuItem>
          <MenuItem onSelect={() => void signOut()}>
            <LogOut aria-hidden size={18} />
            {t('menu.logout')}
          </MenuItem>
        </MenuContent>
      </MenuPortal>
    </Menu>
  );
}
