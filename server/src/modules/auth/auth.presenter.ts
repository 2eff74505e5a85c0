import type { AuthResponse } from '@core/schemas/auth';
import { presentUser, type UserRow } from '../users/users.service';

export function presentAuth(token: string, user: UserRow): AuthResponse {
  return { access_token: token, token_type: 'bearer', user: presentUser(user) };
}
