import { useTranslation } from 'react-i18next';
import type { UploadResult } from '@app/contracts/training';
import { Card, FieldError, Muted } from '@app/ui/components';
import { List } from '@app/ui/list';
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
            <List $gap="xs">
              {result.errors.map((e) => (
                <FieldError as="li" key={e.index}>{t('upload.errorLine', { n: e.index + 1, reason: e.reason })}</FieldError>
              ))}
            </List>
          )}
        </>
      )}
    </Card>
  );
}
