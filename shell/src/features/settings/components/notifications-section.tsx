import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorText } from '@app/api-client/http';
import { Muted } from '@app/ui/components';
import { Row } from '@app/ui/row';
import { useToast } from '@app/ui/toast';
import { usePushSubscription } from '../hooks/use-push-subscription';
import { SettingsSection } from './settings-section';

/** Push needs a verified e-mail (the server refuses it before): until then the switch is off and says why. */
export function NotificationsSection({ emailVerified = true }: { emailVerified?: boolean }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const { state, enable, disable } = usePushSubscription();
  const on = state === 'on';
  const usable = emailVerified && (state === 'on' || state === 'off');
  const toggle = async () => {
    if (on) return disable();
    try {
      await enable();
      toast({ title: t('notifications.enabledToast') });
    } catch (err) {
      console.warn('push subscription failed', err);
      toast({ title: t('notifications.enableFailed'), description: errorText(err), variant: 'destructive' });
    }
  };
  const status = !emailVerified
    ? t('account:errors.emailNotVerified')
    : state === 'blocked' ? t('notifications.blocked') : state === 'unsupported' ? t('notifications.unsupported') : on ? t('notifications.enabled') : t('notifications.disabled');
  return (
    <SettingsSection title={t('notifications.title')} description={t('notifications.description')}>
      <Row $justify="between" $gap="md">
        <strong id="push-switch-label">{t('notifications.push')}</strong>
        <Switch
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="push-switch-label"
          aria-describedby="push-switch-status"
          disabled={!usable}
          onClick={() => void toggle()}
          data-testid="push-switch"
        >
          <Knob $on={on} />
        </Switch>
      </Row>
      <Muted id="push-switch-status" role="status">
        {status}
      </Muted>
    </SettingsSection>
  );
}

const Switch = styled.button`
  flex: none;
  position: relative;
  width: 56px;
  height: ${({ theme }) => theme.layout.touch};
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    position: absolute;
    inset: 8px 0;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.border};
  }
  &[aria-checked='true']::before { background: ${({ theme }) => theme.colors.primary}; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

const Knob = styled.span<{ $on: boolean }>`
  position: absolute;
  top: 11px;
  left: ${({ $on }) => ($on ? '29px' : '3px')};
  width: 22px;
  height: 22px;
  border-radius: 50%;
  background: ${({ theme, $on }) => ($on ? theme.colors.primaryText : theme.colors.text)};
  transition: left 0.15s ease;
`;
