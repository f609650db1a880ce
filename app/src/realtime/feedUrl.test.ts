import { describe, expect, it } from 'vitest';
import { feedUrl } from './feedUrl';

describe('feedUrl', () => {
  it('uses wss on an https page', () => {
    expect(feedUrl({ protocol: 'https:', host: 'ordmarket.example' })).toBe('wss://ordmarket.example/ws');
  });

  it('uses ws on an http page, keeping the port', () => {
    expect(feedUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/ws');
  });
});
