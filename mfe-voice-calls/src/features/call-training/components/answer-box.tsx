import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Input, Label, Muted } from '@app/ui/components';
import { Row } from '@app/ui/row';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { speechRecognitionCtor, useSpeechRecognition } from '../../../hooks/use-speech-recognition';

/**
 * The agent's answer: spoken where the browser recognises speech (the words appear as they are
 * heard and can be corrected), typed everywhere; typing stays first-class when recognition fails.
 */
export function AnswerBox({ onSend, busy }: { onSend: (text: string) => Promise<void>; busy: boolean }) {
  const { t } = useTranslation('voice');
  const { language } = useRemoteProps();
  const [text, setText] = useState('');
  const [listening, setListening] = useState(false);
  const [speechFailed, setSpeechFailed] = useState(false);
  const onEnd = useCallback((error?: string) => {
    setListening(false);
    if (error && error !== 'no-speech' && error !== 'aborted') setSpeechFailed(true);
  }, []);
  const speech = useSpeechRecognition(language, setText, onEnd);
  const canSpeak = Boolean(speechRecognitionCtor()) && !speechFailed;

  const send = async (value: string) => {
    if (!value) return;
    // Cleared at once so the next answer can be typed while the client replies; restored if sending fails.
    setText('');
    try {
      await onSend(value);
    } catch {
      setText(value);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    speech.stop();
    setListening(false);
    void send(text.trim());
  };
  const toggleVoice = () => {
    if (listening) {
      speech.stop();
      setListening(false);
      void send(text.trim());
      return;
    }
    setText('');
    if (speech.start()) setListening(true);
    else setSpeechFailed(true);
  };

  return (
    <Field as="form" onSubmit={submit}>
      <Label htmlFor="call-answer">{t('call.answerLabel')}</Label>
      <Row>
        <Input id="call-answer" value={text} maxLength={2000} onChange={(e) => setText(e.target.value)} autoComplete="off" />
        <Button type="submit" disabled={busy || !text.trim()}>
          {t('call.send')}
        </Button>
      </Row>
      {canSpeak && (
        <Button type="button" $variant="ghost" aria-pressed={listening} disabled={busy && !listening} onClick={toggleVoice}>
          {listening ? t('call.stopSpeaking') : t('call.speak')}
        </Button>
      )}
      <Muted role="status">{listening ? t('call.listening') : speechFailed ? t('call.speechUnavailable') : ''}</Muted>
    </Field>
  );
}
