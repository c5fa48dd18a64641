import { useTranslation } from 'react-i18next';
import { apiFetch, errorText } from '@app/api-client/http';
import { dashboardCsvUrl } from '@app/api-client/teams';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';

/** Fetches the dashboard CSV with the session's token and saves it as a file. */
export function useCsvDownload(teamId: number) {
  const { t } = useTranslation('teams');
  const { toast } = useRemoteProps();
  return async () => {
    try {
      const res = await apiFetch('GET', dashboardCsvUrl(teamId), undefined, 'text/csv');
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `team-${teamId}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      toast({ title: errorText(error, t('errors.loadFailed')), variant: 'destructive' });
    }
  };
}
