import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Muted } from '@app/ui/components';

const FIELDS = ['transcript', 'scenario', 'outcome', 'notes'] as const;

export function SingleRecordingCard() {
  const { t } = useTranslation('admin');
  return (
    <Card>
      <Title>{t('upload.single.title')}</Title>
      <Muted>{t('upload.single.body')}</Muted>
      <Fields>
        {FIELDS.map((f) => (
          <li key={f}>{t(`upload.single.${f}`)}</li>
        ))}
      </Fields>
    </Card>
  );
}

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Fields = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  li + li { margin-top: ${({ theme }) => theme.space.xs}; }
`;
