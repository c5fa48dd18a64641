import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

const ITEMS = [
  { to: '/', key: 'home', icon: '🏠' },
  { to: '/chat', key: 'chat', icon: '💬' },
  { to: '/voice', key: 'voice', icon: '🎙️' },
  { to: '/coach', key: 'coach', icon: '🎯' },
  { to: '/progress', key: 'progress', icon: '📈' },
] as const;

export function BottomNav() {
  const { t } = useTranslation('common');
  return (
    <Bar aria-label={t('nav.main')}>
      {ITEMS.map((item) => (
        <Item key={item.to} to={item.to} end={item.to === '/'}>
          <span aria-hidden>{item.icon}</span>
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
