import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Input, Label } from '@app/ui/components';

/** The agent's typed answer: first-class where the browser cannot recognise speech. */
export function AnswerBox({ onSend, busy }: { onSend: (text: string) => Promise<void>; busy: boolean }) {
  const { t } = useTranslation('voice');
  const [text, setText] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = text.trim();
    if (!value) return;
    // Cleared at once so the next answer can be typed while the client replies; restored if sending fails.
    setText('');
    try {
      await onSend(value);
    } catch {
      setText(value);
    }
  };
  return (
    <Form onSubmit={(e) => void submit(e)}>
      <Label htmlFor="call-answer">{t('call.answerLabel')}</Label>
      <Row>
        <Input id="call-answer" value={text} maxLength={2000} onChange={(e) => setText(e.target.value)} autoComplete="off" />
        <Button type="submit" disabled={busy || !text.trim()}>
          {t('call.send')}
        </Button>
      </Row>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;
const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;
