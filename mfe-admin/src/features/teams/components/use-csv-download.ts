import { useTranslation } from 'react-i18next';
import { errorText } from '@app/api-client/http';
import { downloadDashboardCsv } from '@app/api-client/teams';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';

/** Saves the dashboard CSV (fetched with the session's token) as a file. */
export function useCsvDownload(teamId: number) {
  const { t } = useTranslation('teams');
  const { toast } = useRemoteProps();
  return async () => {
    try {
      const url = URL.createObjectURL(await downloadDashboardCsv(teamId));
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
