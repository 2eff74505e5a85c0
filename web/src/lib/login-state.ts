/** The navigation state /login understands. */
export interface LoginState {
  /** Where to return after signing in. */
  from?: string;
  /** Why the user landed on /login; decides the toast shown there. */
  notice?: 'inactivity' | 'unauthorized' | 'verified';
}
