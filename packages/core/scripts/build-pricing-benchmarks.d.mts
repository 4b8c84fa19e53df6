/** Types of build-pricing-benchmarks.mjs, for the test that checks it against core's titleKey. */
export function titleKey(title: string): string;
export function percentile(sorted: number[], p: number): number;
export function buildBenchmarks(csvText: string): {
  families: [string, number, number, number, number, string, number | null, number | null, number | null][];
  rows: number;
  used: number;
  dates: { first: string; p25: string; median: string; p75: string; last: string };
};
