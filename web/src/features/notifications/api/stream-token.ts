import type { streamTokenResponseSchema } from '@core/schemas/notifications';
import { api } from '@web/lib/api';
import type { z } from 'zod';

/** A short-lived token to open the event stream (an EventSource cannot send the bearer header). */
export function getStreamToken(): Promise<z.infer<typeof streamTokenResponseSchema>> {
  return api.post('/notifications/stream-token');
}
