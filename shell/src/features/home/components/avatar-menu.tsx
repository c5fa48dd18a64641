import { Brain, Languages, LogOut, MessageSquare, Mic, Settings, ShieldCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { CurrentUser } from '@app/contracts/user';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuPortal, MenuSeparator, MenuTrigger } from '@app/ui/dropdown-menu';
import { Tooltip } from '@app/ui/tooltip';
import { useSignOut } from '../../../lib/sign-out';
import { initials } from '../initials';
import { VisuallyHidden } from '@app/ui/visually-hidden';

// Spec 000 §2.4, plus the settings and language screens the texts imply.
const LINKS = [
  { key: 'quickChat', to: '/chat', Icon: MessageSquare },
  { key: 'voicePractice', to: '/voice', Icon: Mic },
  { key: 'realisticTraining', to: '/voice-realistic', Icon: Sparkles },
  { key: 'discAssessment', to: '/disc-assessment', Icon: Brain },
] as const;

export function AvatarMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <Menu modal={false}>
      <Tooltip label={t('accountMenu')}>
        <MenuTrigger asChild>
          <Avatar type="button" data-testid="avatar-menu">
            {/* The name comes from the hidden text, so the visible initials never contradict it. */}
            <span aria-hidden>{initials(user.name)}</span>
            <VisuallyHidden>{`${t('accountMenu')}: ${user.name}`}</VisuallyHidden>
          </Avatar>
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

const Avatar = styled.button`
  display: grid;
  place-items: center;
  flex: none;
  width: ${({ theme }) => theme.layout.touch};
  height: ${({ theme }) => theme.layout.touch};
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  cursor: pointer;
`;
