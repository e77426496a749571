/** Types of bundle-budget.mjs, for the end-to-end test that checks it against a real browser. */
export declare const BUDGET_BYTES: number;
export declare function firstLoad(distDir?: string): {
  /** Each counted script (path under dist) with its size raw and gzipped at level 9. */
  files: Map<string, { raw: number; gzip: number }>;
  sources: string[];
  gzip: number;
  lazy: number;
};
