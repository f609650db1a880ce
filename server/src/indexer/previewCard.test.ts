import { describe, expect, it } from 'vitest';
import { cardLines, escapeXml, previewCard } from './previewCard';

describe('escapeXml', () => {
  it('turns markup into text', () => {
    expect(escapeXml(`<script>alert("x's")</script> & more`)).toBe(
      '&lt;script&gt;alert(&quot;x&apos;s&quot;)&lt;/script&gt; &amp; more',
    );
  });

  it('drops the control characters XML cannot hold, keeping the text', () => {
    expect(escapeXml('a\u0000b\u0007c\u001Fd\uFFFEe')).toBe('abcde');
    expect(escapeXml('日本 ✓ 🟧')).toBe('日本 ✓ 🟧');
  });
});

describe('cardLines', () => {
  it('keeps short lines and blank ones', () => {
    expect(cardLines('gm\n\nwagmi')).toEqual(['gm', '', 'wagmi']);
  });

  it('wraps long lines at 20 characters without splitting one made of several code points', () => {
    const family = '👨‍👩‍👧';
    expect(cardLines(family.repeat(30))).toEqual([family.repeat(20), family.repeat(10)]);
  });

  it('stops at seven lines', () => {
    expect(cardLines(Array.from({ length: 40 }, (_, index) => `line ${index}`).join('\n'))).toHaveLength(7);
    expect(cardLines('x'.repeat(1000))).toHaveLength(7);
  });
});

describe('previewCard', () => {
  it('draws the label and lines as escaped text in a self-contained SVG', () => {
    const svg = previewCard({ label: 'HTML', lines: ['<img src=x onerror=alert(1)>', 'ok'] });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(svg).not.toContain('<img');
    expect(svg).not.toMatch(/<script|href=|url\(/);
    expect(svg.match(/<tspan/g)).toHaveLength(2);
  });
});
