import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from '@app/contracts/zod';
import { callTurnBodySchema } from '@app/contracts/voice';
import { Button, Field, FieldError, Input, Label, Muted } from '@app/ui/components';
import { Row } from '@app/ui/row';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { speechRecognitionCtor, useSpeechRecognition } from '../../../hooks/use-speech-recognition';

// The rule of the request the answer goes out in (POST /api/calls/:callSid/turns, body { text }).
type AnswerInput = z.input<typeof callTurnBodySchema>;
type AnswerOutput = z.output<typeof callTurnBodySchema>;

const BLANK: AnswerInput = { text: '' };

/**
 * The agent's answer: spoken where the browser recognises speech (the words appear as they are
 * heard and can be corrected), typed everywhere; typing stays first-class when recognition fails.
 */
export function AnswerBox({ onSend, busy }: { onSend: (text: string) => Promise<void>; busy: boolean }) {
  const { t } = useTranslation('voice');
  const { language } = useRemoteProps();
  const { register, handleSubmit, reset, setValue, getValues, clearErrors, watch, formState: { errors } } = useForm<AnswerInput, unknown, AnswerOutput>({
    resolver: zodResolver(callTurnBodySchema),
    defaultValues: BLANK,
  });
  const text = watch('text');
  const [listening, setListening] = useState(false);
  const [speechFailed, setSpeechFailed] = useState(false);
  const onEnd = useCallback((error?: string) => {
    setListening(false);
    if (error && error !== 'no-speech' && error !== 'aborted') setSpeechFailed(true);
  }, []);
  const onHeard = useCallback((heard: string) => setValue('text', heard, { shouldValidate: false }), [setValue]);
  const speech = useSpeechRecognition(language, onHeard, onEnd);
  const canSpeak = Boolean(speechRecognitionCtor()) && !speechFailed;

  const send = handleSubmit(async ({ text: value }) => {
    // Cleared at once so the next answer can be typed while the client replies; restored if sending fails.
    reset();
    try {
      await onSend(value);
    } catch {
      setValue('text', value, { shouldValidate: false });
    }
  });
  // Blank text is simply not sent (no error for an empty answer).
  const sendIfAny = () => {
    if (getValues('text').trim()) void send();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    speech.stop();
    setListening(false);
    sendIfAny();
  };
  const toggleVoice = () => {
    if (listening) {
      speech.stop();
      setListening(false);
      sendIfAny();
      return;
    }
    setValue('text', '', { shouldValidate: false });
    clearErrors('text');
    if (speech.start()) setListening(true);
    else setSpeechFailed(true);
  };

  const error = errors.text?.message;

  return (
    <Field as="form" onSubmit={submit} noValidate>
      <Label htmlFor="call-answer">{t('call.answerLabel')}</Label>
      <Row>
        <Input
          id="call-answer"
          maxLength={2000}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'call-answer-error' : undefined}
          {...register('text')}
        />
        <Button type="submit" disabled={busy || !text.trim()}>
          {t('call.send')}
        </Button>
      </Row>
      {error && (
        <FieldError id="call-answer-error" role="alert">
          {t(error, { ns: ['voice', 'common'] })}
        </FieldError>
      )}
      {canSpeak && (
        <Button type="button" $variant="ghost" aria-pressed={listening} disabled={busy && !listening} onClick={toggleVoice}>
          {listening ? t('call.stopSpeaking') : t('call.speak')}
        </Button>
      )}
      <Muted role="status">{listening ? t('call.listening') : speechFailed ? t('call.speechUnavailable') : ''}</Muted>
    </Field>
  );
}
