import { afterEach, describe, expect, it, vi } from 'vitest';
import { numberFormat } from './numberFormat';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('numberFormat', () => {
  it('writes figures as Intl.NumberFormat does, lakh grouping included', () => {
    expect(numberFormat('en-IN').format(1234567)).toBe('12,34,567');
    expect(numberFormat('en-IN', { maximumFractionDigits: 1 }).format(4.25)).toBe(
      new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 }).format(4.25),
    );
    expect(numberFormat('hi-IN', { maximumFractionDigits: 0 }).format(1500.4)).toBe('1,500');
  });

  it('makes no Intl format until it first formats, and one per locale and options after', () => {
    const RealNumberFormat = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(
      // A function, not an arrow: the module calls it with `new`.
      function NumberFormat(locales?: Intl.LocalesArgument, options?: Intl.NumberFormatOptions) {
        return new RealNumberFormat(locales, options);
      },
    );
    const counts = numberFormat('en-IN', { maximumFractionDigits: 0, useGrouping: true });
    const sameCounts = numberFormat('en-IN', { maximumFractionDigits: 0, useGrouping: true });
    expect(made).not.toHaveBeenCalled();

    expect(counts.format(12000)).toBe('12,000');
    expect(sameCounts.format(99)).toBe('99');
    expect(counts.format(7)).toBe('7');
    expect(made).toHaveBeenCalledTimes(1);
  });
});
