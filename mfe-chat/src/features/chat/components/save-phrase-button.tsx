import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSavePhrase } from '../api/save-phrase';

/** Saves one feedback suggestion into "My phrases"; says when it is saved or failed. */
export function SavePhraseButton({ text, source }: { text: string; source: string }) {
  const { t } = useTranslation('chat');
  const save = useSavePhrase();
  const label = save.isSuccess ? t('feedback.saved') : save.isError ? t('feedback.saveFailed') : t('feedback.save');
  return (
    <Small type="button" onClick={() => save.mutate({ text, source })} disabled={save.isPending || save.isSuccess} aria-label={`${label}: ${text}`}>
      {save.isSuccess ? <BookmarkCheck aria-hidden size={14} /> : <Bookmark aria-hidden size={14} />}
      {label}
    </Small>
  );
}

const Small = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.layout.touch};
  margin-top: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.xs};
  cursor: pointer;
  &:disabled { cursor: default; color: ${({ theme }) => theme.colors.textMuted}; }
`;
