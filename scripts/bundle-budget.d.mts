/** Types of bundle-budget.mjs, for the end-to-end test that checks it against a real browser. */
export declare const BUDGET_BYTES: number;
/** What a document's entry (`index.html` by default, or `app.html`) loads before it can render. */
export declare function firstLoad(
  distDir?: string,
  entryKey?: 'index.html' | 'app.html',
): {
  /** Each counted script (path under dist) with its size raw and gzipped at level 9. */
  files: Map<string, { raw: number; gzip: number }>;
  sources: string[];
  gzip: number;
  lazy: number;
};
