/**
 * Learner spec §4: "pages send a window message to refresh the dashboard after progress".
 * The dashboard listens for this message; features do not import each other.
 */
export const DASHBOARD_REFRESH_MESSAGE = 'crimreview:refresh-dashboard';

export function requestDashboardRefresh(): void {
  window.postMessage({ type: DASHBOARD_REFRESH_MESSAGE }, window.location.origin);
}
