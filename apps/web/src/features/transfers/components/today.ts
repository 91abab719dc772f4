/** Today as a calendar date (YYYY-MM-DD) where the user is: the day a receipt or a shipment is dated. */
export function today(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
