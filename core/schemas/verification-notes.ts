/** The dropdown's quick reject sends this note (admin spec §4). */
export const QUICK_REJECT_NOTE = 'Request denied via quick action';
