import { describe, expect, it } from 'vitest';
import { RecentAnswers } from '../../src/catalog/recent-answers';

function setup(options: Partial<{ maxEntries: number; renewEveryMs: number }> = {}) {
  let time = 0;
  const recent = new RecentAnswers<string>({
    freshMs: 1000,
    staleMs: 5000,
    renewEveryMs: options.renewEveryMs ?? 0,
    maxEntries: options.maxEntries ?? 10,
    now: () => time,
  });
  let calls = 0;
  let version = 'v1';
  const compute = async () => {
    calls += 1;
    return version;
  };
  return {
    recent,
    compute,
    calls: () => calls,
    setVersion: (next: string) => {
      version = next;
    },
    advance: (ms: number) => {
      time += ms;
    },
  };
}

/** Lets a background renewal finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RecentAnswers', () => {
  it('computes an answer once and serves it while fresh', async () => {
    const { recent, compute, calls, advance } = setup();
    expect(await recent.get('k', compute)).toBe('v1');
    advance(999);
    expect(await recent.get('k', compute)).toBe('v1');
    expect(calls()).toBe(1);
  });

  it('serves an older answer at once and renews it in the background', async () => {
    const { recent, compute, calls, setVersion, advance } = setup();
    await recent.get('k', compute);
    setVersion('v2');
    advance(1000);
    expect(await recent.get('k', compute)).toBe('v1');
    await settle();
    expect(calls()).toBe(2);
    expect(await recent.get('k', compute)).toBe('v2');
  });

  it('never serves an answer past the stale limit', async () => {
    const { recent, compute, setVersion, advance } = setup();
    await recent.get('k', compute);
    setVersion('v2');
    advance(5000);
    expect(await recent.get('k', compute)).toBe('v2');
  });

  it('shares one computation between callers asking at once', async () => {
    const { recent, compute, calls } = setup();
    const answers = await Promise.all([
      recent.get('k', compute),
      recent.get('k', compute),
      recent.get('k', compute),
    ]);
    expect(answers).toEqual(['v1', 'v1', 'v1']);
    expect(calls()).toBe(1);
  });

  it('keeps answers apart by key', async () => {
    const { recent } = setup();
    await recent.get('a', async () => 'A');
    expect(await recent.get('b', async () => 'B')).toBe('B');
    expect(await recent.get('a', async () => 'not again')).toBe('A');
  });

  it('forgets everything on clear, including a computation that was running', async () => {
    const { recent, compute, setVersion } = setup();
    let finish: (value: string) => void = () => undefined;
    const slow = recent.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
    recent.clear();
    finish('read before the clear');
    expect(await slow).toBe('read before the clear');
    setVersion('v2');
    expect(await recent.get('k', compute)).toBe('v2');
  });

  it('does not keep a failed computation', async () => {
    const { recent, compute } = setup();
    await expect(recent.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await recent.get('k', compute)).toBe('v1');
  });

  it('keeps the answer it has when a renewal fails', async () => {
    const { recent, compute, advance } = setup();
    await recent.get('k', compute);
    advance(1500);
    expect(await recent.get('k', () => Promise.reject(new Error('down')))).toBe('v1');
    await settle();
    expect(await recent.get('k', compute)).toBe('v1');
  });

  it('renews one answer at a time, at most once per interval', async () => {
    const { recent, compute, calls, advance } = setup({ renewEveryMs: 100 });
    await recent.get('a', compute);
    await recent.get('b', compute);
    advance(1000);
    await recent.get('a', compute);
    await recent.get('b', compute);
    await settle();
    expect(calls()).toBe(3);
    advance(100);
    await recent.get('b', compute);
    await settle();
    expect(calls()).toBe(4);
  });

  it('forgets the least recently used answer beyond its size', async () => {
    const { recent, compute, calls } = setup({ maxEntries: 2 });
    await recent.get('a', compute);
    await recent.get('b', compute);
    await recent.get('a', compute);
    await recent.get('c', compute);
    expect(recent.size).toBe(2);
    await recent.get('a', compute);
    expect(calls()).toBe(3);
    await recent.get('b', compute);
    expect(calls()).toBe(4);
  });
});
