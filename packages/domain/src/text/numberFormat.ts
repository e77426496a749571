/** What the shop needs of an `Intl.NumberFormat`. */
export type NumberFormat = Pick<Intl.NumberFormat, 'format'>;

const made = new Map<string, Intl.NumberFormat>();

/**
 * A number format that is made when it first formats, not when its module loads; formats of the same
 * locale and options are made once and shared.
 *
 * The first Intl format a page makes costs 15–34 ms on a desktop (the browser loads its locale data;
 * measured in Chromium), about four times that on a slow phone. Made as a module loads, it lengthened the
 * one task that runs all of the app's modules, a page's longest task as it starts: on Lighthouse's phone
 * the shop page's went from about 130 to 190–230 ms. Made when the first figure is drawn, it falls in
 * React's render, which the routed app runs in slices.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  return {
    format(value: number | bigint) {
      let format = made.get(key);
      if (!format) {
        format = new Intl.NumberFormat(locale, options);
        made.set(key, format);
      }
      return format.format(value);
    },
  };
}
