import { useTranslation } from 'react-i18next';
import { ApiError } from '@app/api-client/http';
import type { UploadResult } from '@app/contracts/training';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';

/** Spec 001 §8: "Training Data Uploaded" with the count, or "Upload Failed" with the server's message. */
export function useUploadToasts() {
  const { t } = useTranslation('knowledge');
  const { toast } = useRemoteProps();
  return {
    uploaded: (result: UploadResult) => toast({ title: t('upload.uploadedTitle'), description: t('upload.uploadedBody', { n: result.processed }) }),
    failed: (err: unknown) =>
      toast({ title: t('upload.failedTitle'), description: err instanceof ApiError ? (err.serverMessage ?? err.message) : err instanceof Error ? err.message : undefined, variant: 'destructive' }),
  };
}
