import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useOnline } from '../hooks/use-online';
import { InstallBanner } from './install-banner';
import { Notice } from './notice';

// The prompts stay off the practice screens, where they would cover a chat box or a recorder.
const PROMPT_SCREENS = ['/', '/dashboard'];

/** The offline notice everywhere; on the home, the install banner. Stacked above the navigation. */
export function PwaPrompts() {
  const { t } = useTranslation('pwa');
  const online = useOnline();
  const onHome = PROMPT_SCREENS.includes(useLocation().pathname);
  return (
    <Stack>
      {!online && (
        <Notice role="status" data-testid="offline-notice">
          <WifiOff aria-hidden size={20} />
          <span>{t('offline.banner')}</span>
        </Notice>
      )}
      {onHome && <InstallBanner />}
    </Stack>
  );
}

const Stack = styled.div`
  position: fixed;
  z-index: 55;
  /* Same column as the page. */
  left: max(${({ theme }) => theme.space.md}, calc((100vw - ${({ theme }) => theme.layout.maxWidth}) / 2 + ${({ theme }) => theme.space.md}));
  right: max(${({ theme }) => theme.space.md}, calc((100vw - ${({ theme }) => theme.layout.maxWidth}) / 2 + ${({ theme }) => theme.space.md}));
  bottom: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space.sm} + env(safe-area-inset-bottom, 0px));
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  pointer-events: none;
`;
