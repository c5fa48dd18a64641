import { useMutation } from '@tanstack/react-query';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@app/ui/button';
import { savePhrase } from '@app/api-client/coaching';

/** Saves one feedback suggestion into "My phrases"; says when it is saved or failed. */
export function SavePhraseButton({ text, source }: { text: string; source: string }) {
  const { t } = useTranslation('chat');
  const save = useMutation({ mutationFn: savePhrase });
  const label = save.isSuccess ? t('feedback.saved') : save.isError ? t('feedback.saveFailed') : t('feedback.save');
  return (
    <Button type="button" $variant="ghost" $size="sm" onClick={() => save.mutate({ text, source })} disabled={save.isPending || save.isSuccess} aria-label={`${label}: ${text}`}>
      {save.isSuccess ? <BookmarkCheck aria-hidden size={14} /> : <Bookmark aria-hidden size={14} />}
      {label}
    </Button>
  );
}
