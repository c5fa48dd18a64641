import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Row } from '@app/ui/row';

export function PageHeader({ title, backTo = '/' }: { title: string; backTo?: string }) {
  const { t } = useTranslation('settings');
  return (
    <Row as="header">
      <Back to={backTo} aria-label={t('back')}>
        <ArrowLeft aria-hidden size={22} />
      </Back>
      <Title>{title}</Title>
    </Row>
  );
}

const Back = styled(Link)`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.layout.touch};
  height: ${({ theme }) => theme.layout.touch};
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.text};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
`;
