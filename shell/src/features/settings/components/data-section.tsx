import { useTranslation } from 'react-i18next';
import { Button } from '@app/ui/components';
import { useToast } from '@app/ui/toast';
import { errorText } from '@app/api-client/http';
import { useExportData } from '../api/export-data';
import { SettingsSection } from './settings-section';

/** Download my data: every row the app keeps for the user, as one JSON file. */
export function DataSection() {
  const { t } = useTranslation('account');
  const toast = useToast();
  const mutation = useExportData({
    onError: (err) => toast({ title: t('export.failedTitle'), description: errorText(err, t('common:errors.generic')), variant: 'destructive' }),
  });
  return (
    <SettingsSection title={t('export.title')} description={t('export.description')}>
      <Button type="button" $variant="ghost" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
        {mutation.isPending ? t('export.preparing') : t('export.submit')}
      </Button>
    </SettingsSection>
  );
}
