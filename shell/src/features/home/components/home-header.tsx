import { Building2 } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CurrentUser } from '@app/contracts/user';
import { ThemeToggleButton } from '../../../lib/theme-toggle-button';
import { AvatarMenuOnDemand } from './avatar-menu-on-demand';

/**
 * Logo and tagline; the theme toggle, what the app passes in (the bell) and the avatar menu.
 * Memoized: the home's data arriving re-renders the page, not the header's menus and tooltips.
 */
export const HomeHeader = memo(function HomeHeader({ user, actions }: { user: CurrentUser; actions?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Header>
      <Brand>
        <Building2 aria-hidden size={28} />
        <div>
          <AppName>{t('appName')}</AppName>
          <Tagline>{t('tagline')}</Tagline>
        </div>
      </Brand>
      <Actions>
        <ThemeToggleButton />
        {actions}
        <AvatarMenuOnDemand user={user} />
      </Actions>
    </Header>
  );
});

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Brand = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  svg { flex: none; color: ${({ theme }) => theme.colors.primary}; }
`;

const AppName = styled.div`
  font-weight: 700;
`;

const Tagline = styled.div`
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
