import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { activeNavKey, NAV_ITEMS } from './nav-items';

/**
 * The five entries, and in the bar's own last slot the quick-menu button (action): docked in the
 * bar, it never floats over a page's content, so no primary action can sit under it.
 */
export function BottomNav({ action }: { action?: ReactNode }) {
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
      {action && <Slot>{action}</Slot>}
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
  grid-template-columns: repeat(5, 1fr) auto;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  z-index: 50;
`;

const Slot = styled.div`
  display: grid;
  place-items: center;
  padding: 0 ${({ theme }) => theme.space.sm};
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
