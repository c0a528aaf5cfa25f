/** Types of searchBudget.mjs, for the tests that read the same measure as the benchmark. */
export declare const FIRST_LOAD_AIM_KB: number;
export interface FirstLoadRow {
  file: string;
  raw: number;
  gzip: number;
}
export declare function firstLoadJs(page: string): { rows: FirstLoadRow[]; raw: number; gzip: number };
export declare function searchFirstLoadJs(): Record<string, string | number>[];
export declare function pagesFirstLoadJs(): Record<string, string | number>[];
