import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyText } from '@app/ui/empty-state';

type Row = { field: string; before: unknown; after: unknown };

/** An object's own fields (nothing for a missing value, a list or a scalar), read without asserting its type. */
const fieldsOf = (v: unknown): Map<string, unknown> => new Map(typeof v === 'object' && v !== null && !Array.isArray(v) ? Object.entries(v) : []);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields a write changed (all of them for a create or a delete), never the unchanged rest. */
export function changedFields(before: unknown, after: unknown): Row[] {
  const b = fieldsOf(before);
  const a = fieldsOf(after);
  return [...new Set([...b.keys(), ...a.keys()])]
    .filter((field) => !same(b.get(field), a.get(field)))
    .map((field) => ({ field, before: b.get(field), after: a.get(field) }));
}

/** Fields whose values are codes: shown by their names in the reader's language; other text as it was written. */
const CODED = new Set(['type', 'category', 'difficulty', 'role']);

function useNamed(field: string) {
  const { t } = useTranslation(['adminPanel', 'knowledge']);
  return (code: string) => {
    if (field === 'scenarios') return t(`upload.scenarios.${code}`, { ns: 'knowledge', defaultValue: code });
    return CODED.has(field) ? t(`audit.values.${field}.${code}`, { defaultValue: code }) : code;
  };
}

function Value({ field, value }: { field: string; value: unknown }) {
  const { t } = useTranslation('adminPanel');
  const named = useNamed(field);
  if (value === undefined || value === null || value === '') return <EmptyText as="span">{t('audit.none')}</EmptyText>;
  if (typeof value === 'boolean') return <>{value ? t('audit.yes') : t('audit.no')}</>;
  if (typeof value === 'string') return <>{named(value)}</>;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return <>{value.map(named).join(', ')}</>;
  return <>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</>;
}

/** A before/after table of what changed, with the count in its summary. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('adminPanel');
  const rows = changedFields(before, after);
  if (!rows.length) return null;
  return (
    <details>
      <Summary>{t('audit.changes', { count: rows.length })}</Summary>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('audit.field')}</th>
            <th scope="col">{t('audit.before')}</th>
            <th scope="col">{t('audit.after')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.field} data-testid="audit-change">
              <th scope="row">{t(`audit.fields.${r.field}`, { defaultValue: r.field })}</th>
              <td><Value field={r.field} value={r.before} /></td>
              <td><Value field={r.field} value={r.after} /></td>
            </tr>
          ))}
        </tbody>
      </Table>
    </details>
  );
}

// A full touch target, as every control.
const Summary = styled.summary`
  min-height: ${({ theme }) => theme.layout.touch};
  display: flex;
  align-items: center;
  cursor: pointer;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: ${({ theme }) => theme.fontSize.xs};
  th, td {
    padding: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
`;
