import { useTranslation } from 'react-i18next';
import { Button, Card, Field, Input, Label, Muted, Stack } from '@app/ui/components';
import { Select } from '@app/ui/select';
import { CALL_SCENARIOS } from '../data/call-scenarios';

interface Props {
  phone: string;
  scenario: string;
  onPhone: (v: string) => void;
  onScenario: (v: string) => void;
  onStart: () => void;
  starting: boolean;
  locked: boolean;
}

/** Phone and scenario inputs with Start Training Call (spec 001 §2). */
export function CallSetup({ phone, scenario, onPhone, onScenario, onStart, starting, locked }: Props) {
  const { t } = useTranslation('voice');
  return (
    <Card>
      <Stack>
        <Field>
          <Label htmlFor="call-phone">{t('call.phoneLabel')}</Label>
          <Input id="call-phone" type="tel" inputMode="tel" autoComplete="tel" value={phone} disabled={locked} onChange={(e) => onPhone(e.target.value)} aria-describedby="call-phone-hint" />
          <Muted id="call-phone-hint">{t('call.phoneHint')}</Muted>
        </Field>
        <Field>
          <Label htmlFor="call-scenario">{t('call.scenarioLabel')}</Label>
          <Select id="call-scenario" value={scenario} disabled={locked} onChange={(e) => onScenario(e.target.value)}>
            <option value="">{t('call.choose')}</option>
            {CALL_SCENARIOS.map((s) => (
              <option key={s.id} value={s.id}>
                {t(`calls.scenarios.${s.key}.title`)} · {t(`difficulty.${s.difficulty}`)}
              </option>
            ))}
          </Select>
        </Field>
        {!locked && (
          <Button type="button" onClick={onStart} disabled={!phone.trim() || !scenario || starting}>
            {starting ? t('call.starting') : t('call.start')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
