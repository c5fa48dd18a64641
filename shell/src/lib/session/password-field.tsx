import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Input } from '@app/ui/components';

/** A password input with the show/hide toggle of spec 000 §2.9-2.10. */
export function PasswordField(props: ComponentProps<'input'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <Wrap>
      <Input {...props} type={visible ? 'text' : 'password'} />
      <Toggle type="button" onClick={() => setVisible((v) => !v)} aria-label={visible ? t('hidePassword') : t('showPassword')} aria-pressed={visible}>
        {visible ? <EyeOff aria-hidden size={20} /> : <Eye aria-hidden size={20} />}
      </Toggle>
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
  input { padding-right: 52px; }
`;

const Toggle = styled.button`
  position: absolute;
  right: 0;
  top: 0;
  width: 48px;
  height: 100%;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
`;
