import { describe, expect, it } from 'vitest';
import { jsonScriptText } from './pageMarkup';

describe("the page's rendered answers as a JSON block", () => {
  it('cannot be closed or commented out by a string in it, and reads back as it was', () => {
    const answers = { name: '</script><script>alert(1)</script>', note: '<!-- hidden', price: 546 };
    const text = jsonScriptText(answers);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(answers);
  });
});
