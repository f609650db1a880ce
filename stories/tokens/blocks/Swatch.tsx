import { vars } from '@ordmarket/tokens';

interface SwatchProps {
  /** The token's name as designers and code call it. */
  name: string;
  /** A CSS colour, usually a `var(--om-...)` reference so the swatch shows the live theme. */
  color: string;
}

export function Swatch({ name, color }: SwatchProps) {
  return (
    <figure style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 }}>
      <div
        style={{ height: 40, borderRadius: 8, background: color, boxShadow: `inset 0 0 0 1px ${vars.color.divider}` }}
      />
      <figcaption style={{ fontSize: 12, color: vars.color.text.secondary, overflowWrap: 'anywhere' }}>
        {name}
      </figcaption>
    </figure>
  );
}
