import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UploadResult } from '@app/contracts/training';
import { Card, Muted } from '@app/ui/components';
import { SectionHeading } from '@app/ui/section-heading';

/** The last upload's answer: how many recordings were stored and why each refused one was refused. */
export function UploadResultsCard({ result }: { result: UploadResult | null }) {
  const { t } = useTranslation('knowledge');
  return (
    <Card aria-live="polite" data-testid="upload-results">
      <SectionHeading>{t('upload.resultsTitle')}</SectionHeading>
      {!result ? (
        <Muted>{t('upload.resultsEmpty')}</Muted>
      ) : (
        <>
          <p>{t('upload.processed', { count: result.processed })}</p>
          {result.errors.length > 0 && (
            <Errors>
              {result.errors.map((e) => (
                <li key={e.index}>{t('upload.errorLine', { n: e.index + 1, reason: e.reason })}</li>
              ))}
            </Errors>
          )}
        </>
      )}
    </Card>
  );
}

const Errors = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.danger};
`;
