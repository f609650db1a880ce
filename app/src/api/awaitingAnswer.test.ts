import { describe, expect, it } from 'vitest';
import { isAwaitingAnswer, type SWRAnswer } from './awaitingAnswer';

/** SWR's answer as its hook hands it over: asking whether it is loading is recorded (SWR then follows that field). */
function answer(data: unknown, isLoading: boolean) {
  const asked = { isLoading: false };
  const swrAnswer: SWRAnswer = {
    data,
    get isLoading() {
      asked.isLoading = true;
      return isLoading;
    },
  };
  return { swrAnswer, asked };
}

describe('whether a read awaits its first answer', () => {
  const rendered = { items: ['the page came with this'] };

  it("counts the page's own answer as answered, without asking SWR whether it is loading", () => {
    const { swrAnswer, asked } = answer(rendered, true);
    expect(isAwaitingAnswer(rendered, swrAnswer)).toBe(false);
    expect(asked.isLoading).toBe(false);
  });

  it('awaits while SWR loads a read the page did not come with, or one whose key has moved on', () => {
    expect(isAwaitingAnswer(undefined, answer(undefined, true).swrAnswer)).toBe(true);
    // keepPreviousData shows the last key's answer while the new key loads.
    expect(isAwaitingAnswer(rendered, answer({ items: ['the last filter'] }, true).swrAnswer)).toBe(true);
  });

  it('is answered once SWR has answered', () => {
    expect(isAwaitingAnswer(undefined, answer({ items: [] }, false).swrAnswer)).toBe(false);
  });
});
