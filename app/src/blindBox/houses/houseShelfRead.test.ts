import { describe, expect, it } from 'vitest';
import type { ApiClient, CallOptions } from '../../api/apiClient';
import { ApiCallError } from '../../api/ApiCallError';
import { houseShelfRead } from './houseShelfRead';

/** An API client whose posts answer `answer()`, recording what they asked. */
function recordingApi(answer: () => Promise<unknown>) {
  const asked: Array<{ path: string; body: unknown; options: CallOptions | undefined }> = [];
  const api: ApiClient = {
    post: (path, body, options) => {
      asked.push({ path, body, options });
      return answer() as Promise<never>;
    },
    read: () => Promise.reject(new Error('The shelf never reads through read().')),
    recordPayment: () => Promise.reject(new Error('The shelf records no payment.')),
  };
  return { api, asked };
}

describe("the home page's house shelf read", () => {
  it('asks quietly for one row of open houses, under the key the page hands over its answer by', async () => {
    const houses = { items: [], total: 0, has_next: false };
    const { api, asked } = recordingApi(() => Promise.resolve(houses));
    const read = houseShelfRead(api);
    expect(read.key).toEqual(['/btc/blind_box/get_houses', '{"limit":8,"page":1,"status":"open"}']);
    await expect(read.fetch()).resolves.toBe(houses);
    expect(asked).toEqual([
      { path: '/btc/blind_box/get_houses', body: { page: 1, limit: 8, status: 'open' }, options: { quiet: true } },
    ]);
  });

  it('answers nothing when the read fails, so the page shows no shelf and no error', async () => {
    const { api } = recordingApi(() => Promise.reject(new ApiCallError('/btc/blind_box/get_houses', 500, 'down')));
    await expect(houseShelfRead(api).fetch()).resolves.toBeUndefined();
  });
});
