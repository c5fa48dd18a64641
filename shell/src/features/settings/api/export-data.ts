import { useMutation } from '@tanstack/react-query';
import { exportAccountData } from '@app/api-client/account';

/** Saves the export as a file: the browser's download of a JSON blob. */
export function saveJson(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportData(options: { onError(err: Error): void }) {
  return useMutation({
    mutationFn: exportAccountData,
    onSuccess: (data) => saveJson(data, `estate-coach-data-${data.exportedAt.slice(0, 10)}.json`),
    onError: options.onError,
  });
}
