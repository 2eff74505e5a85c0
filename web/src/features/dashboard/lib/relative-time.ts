/** Learner spec §9: 'Just now', minutes under an hour, hours under a day, days under 30, then a date. */
export function relativeTime(value: string | Date, now: Date = new Date()): string {
  const then = new Date(value);
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const days = Math.floor(hours / 24);
  if (days < 30) return `${days} ${days === 1 ? 'day' : 'days'} ago`;
  return new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeZone: 'Asia/Manila' }).format(then);
}

/** Study time for a stat card: '45 s', '12 min', '2.5 h'. */
export function formatStudyTime(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  return `${(seconds / 3600).toFixed(1)} h`;
}

/** Learner spec §9 score colours: 80+ green, 60+ yellow, else red. */
export function scoreTone(score: number): 'success' | 'warning' | 'destructive' {
  return score >= 80 ? 'success' : score >= 60 ? 'warning' : 'destructive';
}
