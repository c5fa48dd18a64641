import { MonitorSmartphone, Smartphone, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isAppMode, isIos, isStandalone, readDisplayEnv } from '../../../lib/pwa/display-mode';
import { Close, Text } from './install-banner';
import { Notice } from './notice';

// Spec 000 §2.6 and §9: visible for 8 seconds after load (the page's load, not this card's mount).
export const MODE_CARD_MS = 8000;

const remainingAfterLoad = () => MODE_CARD_MS - performance.now();

export function ModeCard() {
  const { t } = useTranslation('pwa');
  const [visible, setVisible] = useState(() => remainingAfterLoad() > 0);
  const [env] = useState(readDisplayEnv);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), Math.max(0, remainingAfterLoad()));
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  const app = isAppMode(env);
  const ios = isIos(env);
  const yesNo = (v: boolean) => (v ? t('mode.yes') : t('mode.no'));
  const rows: [string, string][] = [
    [t('mode.fields.displayMode'), env.standaloneMedia ? 'standalone' : 'browser'],
    [t('mode.fields.standalone'), yesNo(isStandalone(env))],
    [t('mode.fields.ios'), yesNo(ios)],
    [t('mode.fields.screen'), `${window.screen.width}×${window.screen.height}`],
    [t('mode.fields.viewport'), `${window.innerWidth}×${env.innerHeight}`],
    [t('mode.fields.serviceWorker'), yesNo(!!navigator.serviceWorker?.controller)],
    [t('mode.fields.online'), yesNo(navigator.onLine)],
    [t('mode.fields.userAgent'), env.userAgent],
  ];
  return (
    <Notice role="status" data-testid="mode-card">
      {app ? <Smartphone aria-hidden size={22} /> : <MonitorSmartphone aria-hidden size={22} />}
      <Text>
        <strong>{app ? t('mode.appTitle') : t('mode.browserTitle')}</strong>
        <span>{app ? t('mode.appDetail') : ios ? t('mode.browserIos') : t('mode.browserOther')}</span>
        <Debug>
          <summary>{t('mode.debug')}</summary>
          <dl>
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Debug>
      </Text>
      <Close type="button" aria-label={t('mode.close')} onClick={() => setVisible(false)}>
        <X aria-hidden size={18} />
      </Close>
    </Notice>
  );
}

const Debug = styled.details`
  width: 100%;
  summary {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.touch};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    cursor: pointer;
  }
  dl { margin: 0; font-size: ${({ theme }) => theme.fontSize.xs}; }
  div { display: flex; gap: ${({ theme }) => theme.space.sm}; }
  dt { flex: none; width: 40%; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
`;
