import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { scoreColor } from '@app/ui/tokens';

/** done of total as a bar in the score colours (all done is green), with the figures as text. */
export function CompletionBar({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation('teams');
  const percent = total ? Math.round((done / total) * 100) : 0;
  const label = t('admin.doneOf', { done, total });
  return (
    <Wrap>
      <Track role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={label}>
        <Fill style={{ width: `${percent}%`, background: scoreColor(percent) }} />
      </Track>
      <small>{label}</small>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-top: ${({ theme }) => theme.space.sm};
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

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
