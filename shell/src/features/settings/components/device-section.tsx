import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { debugRows } from '../../../lib/pwa/debug-rows';
import { isAppMode, readDisplayEnv } from '../../../lib/pwa/display-mode';
import { SettingsSection } from './settings-section';

/** This device: app or browser mode, and behind "Debug Info" what support asks about (once on the home's mode card). */
export function DeviceSection() {
  const { t } = useTranslation('pwa');
  const [env] = useState(readDisplayEnv);
  const value = (v: string | boolean) => (typeof v === 'boolean' ? (v ? t('mode.yes') : t('mode.no')) : v);
  return (
    <SettingsSection title={t('mode.deviceTitle')} description={isAppMode(env) ? t('mode.appDetail') : t('mode.browserTitle')}>
      <Debug data-testid="device-debug">
        <summary>{t('mode.debug')}</summary>
        <dl>
          {debugRows(env).map(([field, v]) => (
            <div key={field}>
              <dt>{t(`mode.fields.${field}`)}</dt>
              <dd>{value(v)}</dd>
            </div>
          ))}
        </dl>
      </Debug>
    </SettingsSection>
  );
}

const Debug = styled.details`
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
