import { ChevronRight, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Stack } from '@app/ui/components';
import { Badge } from '@app/ui/badge';
import { List } from '@app/ui/list';
import { Row } from '@app/ui/row';
import { SmallText } from '@app/ui/small-text';
import { OptionBody, OptionButton } from '../../../lib/option-button';
import type { ScenarioOption } from '../hooks/use-scenario-options';
import { StepHeader } from './step-header';
import { LoadError } from '@app/shell-sdk/load-error';

interface Props {
  options: ScenarioOption[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  onChoose: (option: ScenarioOption) => void;
  focus: boolean;
}

export function ScenarioStep({ options, isPending, isError, onRetry, onChoose, focus }: Props) {
  const { t } = useTranslation('chat');
  return (
    <>
      <StepHeader
        step={1}
        focus={focus}
        title={t('title')}
        hint={t('chooseScenario')}
        aside={
          <HistoryLink to="/chat/history">
            <History aria-hidden size={18} />
            {t('wizard.historyLink')}
          </HistoryLink>
        }
      />
      {isPending && (
        <Stack aria-busy="true" aria-label={t('common:loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} />
          ))}
        </Stack>
      )}
      {isError && <LoadError title={t('wizard.loadFailed')} onRetry={onRetry} />}
      <List role="list" $gap="md">
        {options?.map((option) => (
          <li key={option.key}>
            <OptionButton type="button" onClick={() => onChoose(option)}>
              <OptionBody>
                <strong>{option.title}</strong>
                <SmallText>{option.description}</SmallText>
                <Row as="span">
                  <Badge>{t(`categories.${option.category}`, { defaultValue: option.category })}</Badge>
                </Row>
              </OptionBody>
              <ChevronRight aria-hidden size={20} />
            </OptionButton>
          </li>
        ))}
      </List>
    </>
  );
}

const HistoryLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.layout.touch};
  padding: 0 ${({ theme }) => theme.space.sm};
  font-weight: 600;
  text-decoration: none;
`;

const Skeleton = styled.div`
  height: 112px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;
