import { zodResolver } from '@hookform/resolvers/zod';
import { SendHorizontal } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type * as z from '@app/contracts/zod';
import { MAX_MESSAGE_LENGTH, chatMessageBodySchema } from '@app/contracts/chat';
import { Button } from '@app/ui/button';
import { FieldError } from '@app/ui/field';
import { VisuallyHidden } from '@app/ui/visually-hidden';

// The request's own rule for what the trainee types (the session id is not typed).
const messageSchema = chatMessageBodySchema.pick({ content: true });
type MessageInput = z.input<typeof messageSchema>;
type MessageOutput = z.output<typeof messageSchema>;

const BLANK: MessageInput = { content: '' };

interface Props {
  disabled: boolean;
  /** Resolves false when the message did not go out, so the text comes back for another try. */
  onSend: (content: string) => Promise<boolean>;
}

/** Enter sends, Shift+Enter adds a line; blank text is never sent (spec §2.7, §5). */
export function ChatInput({ disabled, onSend }: Props) {
  const { t } = useTranslation('chat');
  const { register, handleSubmit, reset, setValue, getValues, watch, formState: { errors } } = useForm<MessageInput, unknown, MessageOutput>({
    resolver: zodResolver(messageSchema),
    defaultValues: BLANK,
  });
  const text = watch('content');
  const { ref: registerRef, ...fieldProps } = register('content');
  const field = useRef<HTMLTextAreaElement | null>(null);
  // A disabled field loses focus; give it back after the reply so the conversation flows.
  const refocus = useRef(false);
  useEffect(() => {
    if (!disabled && refocus.current) {
      refocus.current = false;
      field.current?.focus();
    }
  }, [disabled]);

  const send = handleSubmit(async ({ content }) => {
    if (disabled) return;
    refocus.current = document.activeElement === field.current;
    reset();
    if (!(await onSend(content)) && !getValues('content')) setValue('content', content, { shouldValidate: false });
  });

  const submit = () => {
    // Blank text is simply not sent (no error for an empty composer).
    if (disabled || !getValues('content').trim()) return;
    void send();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  const error = errors.content?.message;

  return (
    <Bar
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      noValidate
    >
      <Column>
        <Field
          {...fieldProps}
          ref={(el) => {
            registerRef(el);
            field.current = el;
          }}
          aria-label={t('session.inputLabel')}
          aria-describedby={error ? 'chat-key-hint chat-input-error' : 'chat-key-hint'}
          aria-invalid={error ? true : undefined}
          placeholder={t('session.placeholder')}
          maxLength={MAX_MESSAGE_LENGTH}
          rows={1}
          disabled={disabled}
          onKeyDown={onKeyDown}
        />
        {error && (
          <FieldError id="chat-input-error" role="alert">
            {t(error, { ns: ['chat', 'common'] })}
          </FieldError>
        )}
      </Column>
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

const Column = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Field = styled.textarea`
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
