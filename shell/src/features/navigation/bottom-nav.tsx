import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { activeNavKey, NAV_ITEMS } from './nav-items';

export function BottomNav() {
  const { t } = useTranslation('common');
  const current = activeNavKey(useLocation().pathname);
  return (
    <Bar aria-label={t('nav.main')}>
      {NAV_ITEMS.map((item) => (
        <Item key={item.to} to={item.to} aria-current={current === item.key ? 'page' : undefined}>
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
  height: calc(${({ theme }) => theme.layout.navHeight} + env(safe-area-inset-bottom, 0px));
  padding-bottom: env(safe-area-inset-bottom, 0px);
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  z-index: 50;
`;

const Item = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-height: ${({ theme }) => theme.layout.touch};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;
