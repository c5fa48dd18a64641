import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ComplianceIssue } from '@app/contracts/chat';
import { List } from '@app/ui/list';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';
import { Badge } from '@app/ui/badge';
import { Stack } from '@app/ui/components';

/** The compliance warnings of one message: what is wrong, the agent's own words, why, and what to say instead. */
export function ComplianceNotice({ issues }: { issues: readonly ComplianceIssue[] }) {
  const { t } = useTranslation('chat');
  return (
    <Notice aria-labelledby="compliance-title" data-testid="feedback-compliance">
      <SectionHeading as="h3" $size="sm" id="compliance-title">
        <Row as="span" $gap="xs">
          <ShieldAlert aria-hidden size={16} />
          {t('feedback.compliance')}
        </Row>
      </SectionHeading>
      <List $gap="md">
        {issues.map((issue) => (
          <Stack as="li" $gap="xs" key={issue.category ?? issue.kind}>
            <span>
              <strong>{issue.category ? t(`feedback.complianceCategories.${issue.category}`) : t(`feedback.complianceKinds.${issue.kind}`)}</strong>{' '}
              {issue.explanation ?? issue.message}
            </span>
            {issue.quote && (
              <span>
                <Badge>{t('feedback.youWrote')}</Badge> <q>{issue.quote}</q>
              </span>
            )}
            {issue.compliantLine && (
              <span>
                <Badge>{t('feedback.sayInstead')}</Badge> <q>{issue.compliantLine}</q>
              </span>
            )}
          </Stack>
        ))}
      </List>
    </Notice>
  );
}

const Notice = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  svg { color: ${({ theme }) => theme.colors.danger}; }
`;
