import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DISC_TRAITS, type DiscResult, type DiscTotals, type DiscTrait } from '@app/contracts/disc';
import { Card } from '@app/ui/card';
import { Muted } from '@app/ui/components';
import { SectionHeading } from '@app/ui/section-heading';

const ROWS = ['natural', 'adapted'] as const;

/** Each row as a share of its own answers, so the rows compare with each other and with the percentages above. */
function shares(totals: DiscTotals): DiscTotals {
  const sum = DISC_TRAITS.reduce((n, trait) => n + totals[trait], 0);
  const share = (trait: DiscTrait) => (sum > 0 ? Math.round((totals[trait] / sum) * 100) : 0);
  return { D: share('D'), I: share('I'), S: share('S'), C: share('C') };
}

/** The row's leading style (ties in D, I, S, C order, as for the primary style). */
const leader = (totals: DiscTotals) => [...DISC_TRAITS].sort((a, b) => totals[b] - totals[a])[0];

/**
 * Natural vs adapted: the rows name their leading style and say how they make up the primary
 * style, so a row led by another style reads as a nuance, not a contradiction.
 */
export function NaturalAdapted({ results }: { results: DiscResult }) {
  const { t } = useTranslation('coaching');
  const leads = ROWS.map((row) => leader(results.naturalVsAdapted[row]));
  const primary = t(`disc:styles.${results.primaryStyle}`);
  const agree = leads.every((lead) => lead === results.primaryStyle);
  return (
    <Card data-testid="disc-natural-adapted">
      <SectionHeading as="h3">{t('assessment.naturalTitle')}</SectionHeading>
      <Muted>{t('assessment.naturalBody')}</Muted>
      <Table>
        <thead>
          <tr>
            <td />
            {DISC_TRAITS.map((trait) => (
              <th key={trait} scope="col">
                <abbr title={t(`disc:traits.${trait}`)}>{trait}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row, i) => {
            const share = shares(results.naturalVsAdapted[row]);
            return (
              <tr key={row}>
                <th scope="row">{t(`assessment.${row}`)}</th>
                {DISC_TRAITS.map((trait) => {
                  const percent = t('assessment.percent', { value: share[trait] });
                  return <td key={trait}>{trait === leads[i] ? <strong>{percent}</strong> : percent}</td>;
                })}
              </tr>
            );
          })}
        </tbody>
      </Table>
      <ul>
        {ROWS.map((row, i) => (
          <li key={row}>{t('assessment.rowLead', { row: t(`assessment.${row}`), style: t(`disc:styles.${leads[i]}`) })}</li>
        ))}
      </ul>
      <Muted>{agree ? t('assessment.sameLead', { style: primary }) : t('assessment.splitLead', { primary })}</Muted>
    </Card>
  );
}

// The two rows side by side per style: a small table of its own (centred figures, the row names muted).
const Table = styled.table`
  width: 100%;
  margin-top: ${({ theme }) => theme.space.sm};
  border-collapse: collapse;
  th, td { padding: ${({ theme }) => theme.space.xs}; text-align: center; }
  abbr { text-decoration: none; }
  tbody th { text-align: left; font-weight: 400; color: ${({ theme }) => theme.colors.textMuted}; }
`;
