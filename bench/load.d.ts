export interface LoadResult {
  label: string
  requestsPerSecond: number
  p50: number
  p99: number
  non2xx: number
  errors: number
}
/** Warms a URL up for 2 s, then measures it for `seconds` at `connections` concurrent connections. */
export declare function measure(
  label: string,
  url: string,
  connections?: number,
  seconds?: number,
): Promise<LoadResult>
