/** 'median 3.1 ms, p95 7.4 ms (n=200)' for a list of request times in milliseconds. */
export function latencySummary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (n=${samples.length})`;
}
