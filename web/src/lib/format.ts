const peso = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', maximumFractionDigits: 0 });

/** Money is PHP, en-PH (design.md §5). Whole pesos are shown without centavos. */
export function formatPeso(amount: number): string {
  return Number.isInteger(amount)
    ? peso.format(amount)
    : new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' }).format(amount);
}

// Built on first use and kept: building one cost ~1 ms a date on a slow phone (a dashboard shows dozens).
let mediumDate: Intl.DateTimeFormat | undefined;

export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '—';
  mediumDate ??= new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeZone: 'Asia/Manila' });
  return mediumDate.format(new Date(value));
}

export function initialOf(name: string | null | undefined): string {
  return (name?.trim()[0] ?? '?').toUpperCase();
}

export function capitalize(value: string): string {
  return value ? value[0].toUpperCase() + value.slice(1) : value;
}

/**
 * A file size as the list and the viewer both show it: KB below one MB (a 60 KB guide is not
 * '0.0 MB' or '0.1 MB'), one decimal in MB above.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
