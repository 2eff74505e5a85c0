/**
 * The dashboard's figures are asked again on every visit, except within 2 s of the last
 * answer: the route starts them with the page's chunk (prefetch.ts), and the page mounting a
 * moment later must not ask a second time.
 */
export const DASHBOARD_STALE_MS = 2_000;
