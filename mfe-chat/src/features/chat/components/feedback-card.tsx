import { Lightbulb, Sparkles, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { messageScore, type MessageFeedback } from '@app/contracts/chat';
import { Stack } from '@app/ui/components';
import { List } from '@app/ui/list';
import { Progress } from '@app/ui/progress';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';
import { scoreColor } from '@app/ui/tokens';
import { ComplianceNotice } from './compliance-notice';
import { SavePhraseButton } from './save-phrase-button';

const METRICS = ['confidence', 'clarity', 'grammar', 'value', 'cta'] as const;

/** One trainee message's coaching (spec §2.7): percentages, 2 strengths, 2 Quick Tips and Focus Next. */
export function FeedbackCard({ feedback, messageId }: { feedback: MessageFeedback; messageId?: number }) {
  const { t } = useTranslation('chat');
  const overall = Math.round(messageScore(feedback));
  return (
    <Card aria-label={t('feedback.title')} data-testid="feedback-card">
      <Stack>
        {feedback.compliance && feedback.compliance.length > 0 && <ComplianceNotice issues={feedback.compliance} />}
        <Stack $gap="sm">
          <Row $justify="between">
            <strong>{t('feedback.overall')}</strong>
            <Value $color={scoreColor(overall)}>{t('feedback.percent', { value: overall })}</Value>
          </Row>
          <Metrics>
            {METRICS.map((metric) => {
              const value = feedback[metric];
              return (
                <Metric key={metric}>
                  <dt>{t(`feedback.${metric}`)}</dt>
                  <dd>
                    <Value $color={scoreColor(value)}>{t('feedback.percent', { value })}</Value>
                    <Progress aria-hidden value={value} color={scoreColor(value)} size="sm" />
                  </dd>
                </Metric>
              );
            })}
          </Metrics>
        </Stack>
        {feedback.strengths.length > 0 && (
          <div>
            <SectionTitle icon={<Sparkles aria-hidden size={16} />}>{t('feedback.strengths')}</SectionTitle>
            <List>
              {feedback.strengths.slice(0, 2).map((s) => (
                <li key={s}>{s}</li>
              ))}
            </List>
          </div>
        )}
        {feedback.suggestions.length > 0 && (
          <div>
            <SectionTitle icon={<Lightbulb aria-hidden size={16} />}>{t('feedback.quickTips')}</SectionTitle>
            <List>
              {feedback.suggestions.slice(0, 2).map((s) => (
                <li key={s}>
                  {s}
                  <div>
                    <SavePhraseButton text={s} source={messageId ? `message:${messageId}` : ''} />
                  </div>
                </li>
              ))}
            </List>
          </div>
        )}
        {feedback.nextLevel && (
          <div>
            <SectionTitle icon={<Target aria-hidden size={16} />}>{t('feedback.focusNext')}</SectionTitle>
            <div>{feedback.nextLevel}</div>
          </div>
        )}
      </Stack>
    </Card>
  );
}

/** A section's small h3 with its icon before the words. */
function SectionTitle({ icon, children }: { icon: ReactNode; children: string }) {
  return (
    <SectionHeading as="h3" $size="sm">
      <Row as="span" $gap="xs">
        {icon}
        {children}
      </Row>
    </SectionHeading>
  );
}

const Card = styled.section`
  align-self: flex-end;
  width: 92%;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Metrics = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

const Metric = styled.div`
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSize.xs}; }
  dd { margin: 0; }
`;

const Value = styled.span<{ $color: string }>`
  font-weight: 700;
  &::before {
    content: '';
    display: inline-block;
    width: 8px;
    height: 8px;
    margin-right: 6px;
    border-radius: 50%;
    background: ${({ $color }) => $color};
  }
`;
