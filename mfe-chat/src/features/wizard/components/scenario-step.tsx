import { ChevronRight, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Stack } from '@app/ui/components';
import { Badge } from '@app/ui/badge';
import { List } from '@app/ui/list';
import { Row } from '@app/ui/row';
import { SmallText } from '@app/ui/small-text';
import { Button } from '@app/ui/button';
import { Item, ItemContent } from '@app/ui/item';
import { Skeleton } from '@app/ui/skeleton';
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
          <Button asChild $variant="link">
            <Link to="/chat/history">
              <History aria-hidden size={18} />
              {t('wizard.historyLink')}
            </Link>
          </Button>
        }
      />
      {isPending && (
        <Stack aria-busy="true" aria-label={t('common:loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} $height="112px" $radius="lg" />
          ))}
        </Stack>
      )}
      {isError && <LoadError title={t('wizard.loadFailed')} onRetry={onRetry} />}
      <List role="list" $gap="md">
        {options?.map((option) => (
          <li key={option.key}>
            <Item asChild>
              <button type="button" onClick={() => onChoose(option)}>
                <ItemContent>
                  <strong>{option.title}</strong>
                  <SmallText>{option.description}</SmallText>
                  <Row as="span">
                    <Badge>{t(`categories.${option.category}`, { defaultValue: option.category })}</Badge>
                  </Row>
                </ItemContent>
                <ChevronRight aria-hidden size={20} />
              </button>
            </Item>
          </li>
        ))}
      </List>
    </>
  );
}
