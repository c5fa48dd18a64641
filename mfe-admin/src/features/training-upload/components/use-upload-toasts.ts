import { useTranslation } from 'react-i18next';
import { errorText } from '@app/api-client/http';
import type { UploadResult } from '@app/contracts/training';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';

/**
 * Spec 001 §8: "Training Data Uploaded" with the count, or "Upload Failed" with the server's message.
 * A batch with refused records is never reported as a plain success: the toast says how many were
 * refused (all of them: a failure) and points to the reasons in Upload Results.
 */
export function useUploadToasts() {
  const { t } = useTranslation('knowledge');
  const { toast } = useRemoteProps();
  return {
    uploaded: (result: UploadResult) => {
      const rejected = result.errors.length;
      if (rejected === 0) return toast({ title: t('upload.uploadedTitle'), description: t('upload.uploadedBody', { n: result.processed }) });
      if (result.processed === 0) return toast({ title: t('upload.failedTitle'), description: t('upload.allRejectedBody', { n: rejected }), variant: 'destructive' });
      return toast({ title: t('upload.partialTitle'), description: t('upload.partialBody', { n: result.processed, rejected }), variant: 'destructive' });
    },
    failed: (err: unknown) =>
      toast({ title: t('upload.failedTitle'), description: errorText(err, err instanceof Error ? err.message : undefined), variant: 'destructive' }),
  };
}
