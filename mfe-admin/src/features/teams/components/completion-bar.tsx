import { useTranslation } from 'react-i18next';
import { Stack } from '@app/ui/components';
import { Progress } from '@app/ui/progress';
import { SmallText } from '@app/ui/small-text';
import { scoreColor } from '@app/ui/tokens';

/** done of total as a bar in the score colours (all done is green), with the figures as text. */
export function CompletionBar({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation('teams');
  const percent = total ? Math.round((done / total) * 100) : 0;
  const label = t('admin.doneOf', { done, total });
  return (
    <Stack $gap="sm">
      <Progress value={percent} color={scoreColor(percent)} size="lg" aria-label={label} />
      <SmallText>{label}</SmallText>
    </Stack>
  );
}
