import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CurrentUser } from '@app/contracts/user';
import { Button } from '@app/ui/components';
import { useLogout } from '../../lib/session/use-logout';

export function initials(name: string | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return 'JD';
  return parts.slice(0, 2).map((p) => p[0]!.toUpperCase()).join('');
}

export function HomeHeader({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Header>
      <Brand>
        <Building2 aria-hidden size={28} />
        <div>
          <strong>{t('common:appName')}</strong>
          <Tagline>{t('common:tagline')}</Tagline>
        </div>
      </Brand>
      <Avatar aria-label={t('home:accountMenu')} title={user.name}>
        {initials(user.name)}
      </Avatar>
      <Button $variant="ghost" onClick={() => void logout()}>
        {t('auth:logout')}
      </Button>
    </Header>
  );
}

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Brand = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  svg { color: ${({ theme }) => theme.colors.primary}; }
`;

const Tagline = styled.div`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
`;
