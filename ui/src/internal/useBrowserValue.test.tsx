import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useBrowserValue } from './useBrowserValue';

const subscribe = () => () => undefined;

function Width({ read }: { read: () => string }) {
  return useBrowserValue(subscribe, read, 'unknown width');
}

describe('a value only the browser knows', () => {
  it('is the server value in a server render, where the browser is never asked', () => {
    const read = () => {
      throw new Error('read in a server render');
    };
    expect(renderToStaticMarkup(<Width read={read} />)).toBe('unknown width');
  });

  it('is the server value for each component of a server render, however many read it', () => {
    const read = () => 'never';
    expect(
      renderToStaticMarkup(
        <>
          <Width read={read} />|<Width read={read} />
        </>,
      ),
    ).toBe('unknown width|unknown width');
  });
});
