import { Home, MessageSquare, Mic, Target, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

const ITEMS = [
  { to: '/', key: 'home', Icon: Home },
  { to: '/chat', key: 'chat', Icon: MessageSquare },
  { to: '/voice', key: 'voice', Icon: Mic },
  { to: '/coach', key: 'coach', Icon: Target },
  { to: '/progress', key: 'progress', Icon: TrendingUp },
] as const;

export function BottomNav() {
  const { t } = useTranslation('common');
  return (
    <Bar aria-label={t('nav.main')}>
      {ITEMS.map((item) => (
        <Item key={item.to} to={item.to} end={item.to === '/'}>
          <item.Icon aria-hidden size={22} />
          {t(`nav.${item.key}`)}
        </Item>
      ))}
    </Bar>
  );
}

const Bar = styled.nav`
  position: fixed;
  bottom: 0;
  left: 50%;
  transform: translateX(-50%);
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  height: ${({ theme }) => theme.layout.navHeight};
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  z-index: 50;
`;

const Item = styled(NavLink)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  &.active {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;
