import { SendHorizontal } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MAX_MESSAGE_LENGTH } from '@app/contracts/chat';
import { Button } from '@app/ui/button';
import { VisuallyHidden } from '@app/ui/visually-hidden';

interface Props {
  disabled: boolean;
  /** Resolves false when the message did not go out, so the text comes back for another try. */
  onSend: (content: string) => Promise<boolean>;
}

/** Enter sends, Shift+Enter adds a line; blank text is never sent (spec §2.7, §5). */
export function ChatInput({ disabled, onSend }: Props) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  // A disabled field loses focus; give it back after the reply so the conversation flows.
  const refocus = useRef(false);
  useEffect(() => {
    if (!disabled && refocus.current) {
      refocus.current = false;
      field.current?.focus();
    }
  }, [disabled]);

  const submit = async () => {
    const content = text.trim();
    if (!content || disabled) return;
    refocus.current = document.activeElement === field.current;
    setText('');
    if (!(await onSend(content))) setText((current) => current || content);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <Bar
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field
        ref={field}
        aria-label={t('session.inputLabel')}
        aria-describedby="chat-key-hint"
        placeholder={t('session.placeholder')}
        value={text}
        maxLength={MAX_MESSAGE_LENGTH}
        rows={1}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <VisuallyHidden id="chat-key-hint">{t('session.keyHint')}</VisuallyHidden>
      <Button type="submit" $size="icon" aria-label={t('session.send')} disabled={disabled || !text.trim()}>
        <SendHorizontal aria-hidden size={20} />
      </Button>
    </Bar>
  );
}

const Bar = styled.form`
  position: fixed;
  left: 50%;
  transform: translateX(-50%);
  bottom: calc(${({ theme }) => theme.layout.navHeight} + env(safe-area-inset-bottom, 0px));
  z-index: 40;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.bg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Field = styled.textarea`
  flex: 1;
  min-height: ${({ theme }) => theme.layout.touch};
  max-height: 140px;
  padding: ${({ theme }) => `10px ${theme.space.md}`};
  resize: none;
  field-sizing: content;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &:disabled { opacity: 0.6; }
`;
