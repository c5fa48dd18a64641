import { Building2 } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import type { CurrentUser } from '@app/contracts/user';
import { Row } from '@app/ui/row';
import { SmallText } from '@app/ui/small-text';
import { ThemeToggleButton } from '../../../lib/theme-toggle-button';
import { AvatarMenuOnDemand } from './avatar-menu-on-demand';

/**
 * Logo and tagline; the theme toggle, what the app passes in (the bell) and the avatar menu.
 * Memoized: the home's data arriving re-renders the page, not the header's menus and tooltips.
 */
export const HomeHeader = memo(function HomeHeader({ user, actions }: { user: CurrentUser; actions?: ReactNode }) {
  const { t } = useTranslation('common');
  const theme = useTheme();
  return (
    <Row as="header">
      <Brand>
        <Building2 aria-hidden size={28} color={theme.colors.primary} />
        <div>
          <strong>{t('appName')}</strong>
          <SmallText>{t('tagline')}</SmallText>
        </div>
      </Brand>
      <Row>
        <ThemeToggleButton />
        {actions}
        <AvatarMenuOnDemand user={user} />
      </Row>
    </Row>
  );
});

// The logo and tagline take the room the buttons leave (the tagline wraps); the buttons keep their size.
const Brand = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  > svg { flex: none; }
`;
