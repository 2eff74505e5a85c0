const peso = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', maximumFractionDigits: 0 });

/** Money is PHP, en-PH (design.md §5). Whole pesos are shown without centavos. */
export function formatPeso(amount: number): string {
  return Number.isInteger(amount)
    ? peso.format(amount)
    : new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' }).format(amount);
}

export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '—';
  return new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeZone: 'Asia/Manila' }).format(
    new Date(value),
  );
}

export function initialOf(name: string | null | undefined): string {
  return (name?.trim()[0] ?? '?').toUpperCase();
}

export function capitalize(value: string): string {
  return value ? value[0].toUpperCase() + value.slice(1) : value;
}
