import { vars } from '@ordmarket/tokens';
import type { ReactNode } from 'react';

export interface TokenRow {
  name: string;
  value: string;
  sample?: ReactNode;
}

/** Token name, value and a live sample, one row each. */
export function TokenTable({ caption, rows }: { caption: string; rows: readonly TokenRow[] }) {
  const cell = { padding: '8px 12px', borderBottom: `1px solid ${vars.color.divider}`, textAlign: 'start' } as const;
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <caption style={{ textAlign: 'start', fontWeight: 700, padding: '8px 0' }}>{caption}</caption>
      <thead>
        <tr style={{ color: vars.color.text.secondary }}>
          <th style={cell}>Token</th>
          <th style={cell}>Value</th>
          <th style={cell}>Sample</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <td style={{ ...cell, fontFamily: vars.fontFamily.mono }}>{row.name}</td>
            <td style={{ ...cell, fontFamily: vars.fontFamily.mono, color: vars.color.text.secondary }}>{row.value}</td>
            <td style={cell}>{row.sample}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
