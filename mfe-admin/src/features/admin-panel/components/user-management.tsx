import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Muted } from '@app/ui/components';
import { SectionTitle } from '../../../components/section-title';

const COLUMNS = ['user', 'role', 'quizzes', 'avgScore', 'streak', 'joined', 'actions'] as const;

// The rows come with the admin users feature (GET /api/admin/users); the table's shape is fixed by spec 001 §2.
export function UserManagement() {
  const { t } = useTranslation('admin');
  return (
    <div>
      <SectionTitle>{t('users.title')}</SectionTitle>
      <Muted>{t('users.subtitle')}</Muted>
      <Scroll>
        <Table>
          <caption>{t('users.caption')}</caption>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} scope="col">
                  {t(`users.columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
        </Table>
      </Scroll>
    </div>
  );
}

// Seven columns do not fit 390px: the table scrolls sideways instead of squeezing.
const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  caption {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    font-weight: 600;
  }
  th {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    text-align: left;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;
