import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Muted } from '@app/ui/components';

export function BulkUploadCard() {
  const { t } = useTranslation('admin');
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
  return (
    <Card>
      <Title>{t('upload.bulk.title')}</Title>
      <Muted>{t('upload.bulk.body')}</Muted>
      <Label id="bulk-format">{t('upload.bulk.formatLabel')}</Label>
      <Code aria-labelledby="bulk-format">{example}</Code>
    </Card>
  );
}

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Label = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Code = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  overflow-x: auto;
  white-space: pre-wrap;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;
