import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Stack } from '@app/ui/components';
import { SmallText } from '@app/ui/small-text';
import { scoreColor } from '@app/ui/tokens';

/** done of total as a bar in the score colours (all done is green), with the figures as text. */
export function CompletionBar({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation('teams');
  const percent = total ? Math.round((done / total) * 100) : 0;
  const label = t('admin.doneOf', { done, total });
  return (
    <Stack $gap="sm">
      <Track role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={label}>
        <Fill style={{ width: `${percent}%`, background: scoreColor(percent) }} />
      </Track>
      <SmallText>{label}</SmallText>
    </Stack>
  );
}

const Track = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
`;
