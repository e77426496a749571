import { describe, expect, it } from 'vitest';
import { apiCall, failureText } from './apiCall';

const errors = { unreachable: 'Bazaar could not be reached.', generic: 'Something went wrong.' };

describe('apiCall', () => {
  const response = (status: number) => new Response(null, { status });

  it('gives the data of an answer', async () => {
    const result = await apiCall(async () => ({ data: { message: 'Added' }, response: response(201) }));
    expect(result).toEqual({ status: 'ok', data: { message: 'Added' } });
  });

  it("keeps the server's words and status for a refusal", async () => {
    const result = await apiCall(async () => ({
      error: { error: 'Out of Stock: only 1 left' },
      response: response(409),
    }));
    expect(result).toEqual({ status: 'failed', serverMessage: 'Out of Stock: only 1 left', httpStatus: 409 });
    if (result.status === 'failed') expect(failureText(result, errors)).toBe('Out of Stock: only 1 left');
  });

  it("treats a proxy's empty 502 (neither data nor error) as a failure", async () => {
    const result = await apiCall(async () => ({ response: response(502) }));
    expect(result).toEqual({ status: 'failed', serverMessage: null, httpStatus: 502 });
    if (result.status === 'failed') expect(failureText(result, errors)).toBe('Something went wrong.');
  });

  it('treats an unreachable server as a failure with its own words', async () => {
    const result = await apiCall(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(result).toEqual({ status: 'failed', serverMessage: null, httpStatus: null });
    if (result.status === 'failed') expect(failureText(result, errors)).toBe('Bazaar could not be reached.');
  });

  it('rethrows when the page went away (aborted), so no failure is shown', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      apiCall(async () => {
        throw new DOMException('aborted', 'AbortError');
      }, controller.signal),
    ).rejects.toThrow('aborted');
  });
});
