import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card, Muted } from '@app/ui/components';
import { dismissInstallPrompt, isInstallPromptDismissed } from '../../../lib/pwa/dismissal';
import { isStandalone, readDisplayEnv } from '../../../lib/pwa/display-mode';
import { promptInstall, useInstallState } from '../../../lib/pwa/install-prompt';

// Spec 000 §4 and §9: 3 s after the browser offers installation; not when installed or dismissed in the last 24 h.
export const INSTALL_CARD_DELAY_MS = 3000;

export function InstallCard() {
  const { t } = useTranslation('pwa');
  const { offered, installed } = useInstallState();
  const [due, setDue] = useState(false);
  const [hidden, setHidden] = useState(() => isStandalone(readDisplayEnv()) || isInstallPromptDismissed());
  useEffect(() => {
    if (!offered) return;
    const timer = window.setTimeout(() => setDue(true), INSTALL_CARD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [offered]);
  if (hidden || installed || !offered || !due) return null;

  const install = async () => {
    if ((await promptInstall()) === 'accepted') setHidden(true);
  };
  const later = () => {
    dismissInstallPrompt();
    setHidden(true);
  };
  return (
    <Wrap aria-labelledby="install-card-title" data-testid="install-card">
      <Download aria-hidden size={24} />
      <div>
        <Title id="install-card-title">{t('card.title')}</Title>
        <Muted>{t('card.body')}</Muted>
        <Buttons>
          <Button type="button" onClick={() => void install()}>
            {t('card.install')}
          </Button>
          <Button type="button" $variant="ghost" onClick={later}>
            {t('card.later')}
          </Button>
        </Buttons>
      </div>
    </Wrap>
  );
}

const Wrap = styled(Card)`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  > svg { flex: none; color: ${({ theme }) => theme.colors.primary}; }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
