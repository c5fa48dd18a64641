import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, FieldError, Muted, Stack } from '@app/ui/components';
import { OrderedList } from '@app/ui/list';
import { SectionHeading } from '@app/ui/section-heading';
import { useStoredRecordings } from '../api/get-stored-recordings';
import { useScoreRecording } from '../api/score-recording';
import { StoredRecordingItem } from './stored-recording-item';

/**
 * Issue 24: the recordings already stored, newest first, each of them scored on its scenario's card
 * with the same call and card as the upload queue.
 */
export function StoredRecordingsCard() {
  const { t } = useTranslation('admin');
  const list = useStoredRecordings();
  const scoring = useScoreRecording();
  const [scoredId, setScoredId] = useState<number | null>(null);
  const recordings = list.data?.pages.flatMap((p) => p.recordings) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  return (
    <Card aria-labelledby="stored-recordings-title" data-testid="stored-recordings">
      <SectionHeading id="stored-recordings-title">{t('upload.stored.title')}</SectionHeading>
      {list.isPending ? (
        <Muted aria-busy="true">{t('upload.stored.loading')}</Muted>
      ) : list.isError ? (
        <Stack>
          <FieldError role="alert">{t('upload.stored.loadFailed')}</FieldError>
          <Button type="button" $variant="ghost" onClick={() => void list.refetch()}>
            {t('upload.stored.retry')}
          </Button>
        </Stack>
      ) : recordings.length === 0 ? (
        <Stack>
          <strong>{t('upload.stored.empty')}</strong>
          <Muted>{t('upload.stored.emptyHint')}</Muted>
        </Stack>
      ) : (
        <Stack>
          <Muted>{t('upload.stored.subtitle', { count: total })}</Muted>
          <OrderedList $gap="md">
            {recordings.map((r) => (
              <StoredRecordingItem
                key={r.id}
                recording={r}
                scoring={scoring.isPending}
                scored={scoredId === r.id && !scoring.isPending ? { card: scoring.data, error: scoring.error } : null}
                onScore={() => {
                  setScoredId(r.id);
                  scoring.mutate({ scenario: r.scenario, transcript: r.transcript });
                }}
              />
            ))}
          </OrderedList>
          {list.hasNextPage && (
            <Button type="button" $variant="ghost" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {list.isFetchingNextPage ? t('upload.stored.loadingMore') : t('upload.stored.showMore')}
            </Button>
          )}
        </Stack>
      )}
    </Card>
  );
}
