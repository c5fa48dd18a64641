import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UploadResult } from '@app/contracts/training';
import { Button, Card, Muted, Stack } from '@app/ui/components';
import { Field } from '@app/ui/field';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';
import { TextArea } from '@app/ui/text-area';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { useUploadTraining } from '../api/upload-training';
import { parseBulkJson } from './parse-bulk-json';
import { useUploadToasts } from './use-upload-toasts';

export function BulkUploadCard({ onResult }: { onResult: (result: UploadResult) => void }) {
  const { t } = useTranslation('admin');
  const { toast } = useRemoteProps();
  const toasts = useUploadToasts();
  const upload = useUploadTraining();
  const [text, setText] = useState('');
  // Keys and enum values are the wire format (POST /api/ai-training/upload-json); only the sample texts translate.
  const example = JSON.stringify(
    [
      {
        transcript: t('upload.bulk.exampleTranscript'),
        scenario: 'first-time-buyer',
        outcome: 'positive',
        notes: t('upload.bulk.exampleNotes'),
      },
    ],
    null,
    2,
  );

  const submit = () => {
    const recordings = parseBulkJson(text);
    if (!recordings) {
      toast({ title: t('knowledge:upload.invalidJsonTitle'), description: t('knowledge:upload.invalidJsonBody'), variant: 'destructive' });
      return;
    }
    upload.mutate(recordings, {
      onSuccess: (result) => {
        onResult(result);
        toasts.uploaded(result);
      },
      onError: toasts.failed,
    });
  };

  return (
    <Card>
      <SectionHeading>{t('upload.bulk.title')}</SectionHeading>
      <Stack>
        <Muted>{t('upload.bulk.body')}</Muted>
        <Field label={t('knowledge:upload.jsonLabel')}>
          <TextArea id="bulk-json" rows={8} spellCheck={false} value={text} onChange={(e) => setText(e.target.value)} />
        </Field>
        {/* The heading's own space below it stands in for the column's gap: the format stays with its title. */}
        <div>
          <SectionHeading as="h3" $size="sm" id="bulk-format">{t('upload.bulk.formatLabel')}</SectionHeading>
          <Code aria-labelledby="bulk-format">{example}</Code>
        </div>
        <Row $justify="end" $wrap>
          <Button type="button" disabled={text.trim() === '' || upload.isPending} onClick={submit}>
            {upload.isPending ? t('knowledge:upload.uploading') : t('knowledge:upload.uploadButton')}
          </Button>
        </Row>
      </Stack>
    </Card>
  );
}

const Code = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  overflow-x: auto;
  white-space: pre-wrap;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;
