import { describe, expect, it } from 'vitest';
import { shareIntentUrl } from './shareIntent';

const post = {
  text: 'Ordinal #12,345 listed for 0.01200000 BTC ($805.48) #Ordinals #BTC & more',
  url: 'https://ordmarket.io/assets/abc123i0?ref=share&lang=en',
};

describe('shareIntentUrl', () => {
  it('prefills an X post with the text and the link', () => {
    expect(shareIntentUrl('x', post)).toBe(
      'https://x.com/intent/tweet?text=Ordinal%20%2312%2C345%20listed%20for%200.01200000%20BTC%20(%24805.48)%20%23Ordinals%20%23BTC%20%26%20more&url=https%3A%2F%2Fordmarket.io%2Fassets%2Fabc123i0%3Fref%3Dshare%26lang%3Den',
    );
  });

  it('prefills a Telegram share with the link and the text', () => {
    const intent = new URL(shareIntentUrl('telegram', post));
    expect(intent.origin + intent.pathname).toBe('https://t.me/share/url');
    expect(intent.searchParams.get('url')).toBe(post.url);
    expect(intent.searchParams.get('text')).toBe(post.text);
  });

  it('gives Facebook the link only', () => {
    const intent = new URL(shareIntentUrl('facebook', post));
    expect(intent.origin + intent.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect([...intent.searchParams.keys()]).toEqual(['u']);
    expect(intent.searchParams.get('u')).toBe(post.url);
  });

  it('encodes characters that would end or split a parameter, and non-Latin text', () => {
    const intent = new URL(shareIntentUrl('x', { text: '地板价 a+b=c #BRC20 ?x&y', url: 'https://a.io/#frag' }));
    expect(intent.searchParams.get('text')).toBe('地板价 a+b=c #BRC20 ?x&y');
    expect(intent.searchParams.get('url')).toBe('https://a.io/#frag');
    expect(intent.hash).toBe('');
  });

  it('leaves out empty text', () => {
    expect(shareIntentUrl('x', { text: '', url: 'https://a.io' })).toBe(
      'https://x.com/intent/tweet?url=https%3A%2F%2Fa.io',
    );
  });
});
