import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ComplianceIssue } from '@app/contracts/chat';
import { List } from '@app/ui/list';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';

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
          <li key={issue.category ?? issue.kind}>
            <strong>{issue.category ? t(`feedback.complianceCategories.${issue.category}`) : t(`feedback.complianceKinds.${issue.kind}`)}</strong>{' '}
            {issue.explanation ?? issue.message}
            {issue.quote && (
              <Quote>
                <Label>{t('feedback.youWrote')}</Label> <q>{issue.quote}</q>
              </Quote>
            )}
            {issue.compliantLine && (
              <Quote>
                <Label>{t('feedback.sayInstead')}</Label> <q>{issue.compliantLine}</q>
              </Quote>
            )}
          </li>
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

const Quote = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;
