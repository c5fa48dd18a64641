export type DayPart = 'morning' | 'afternoon' | 'evening';

/** Spec 000 §2.4: morning before 12:00, afternoon before 18:00, otherwise evening (local time). */
export function dayPart(date: Date): DayPart {
  const hour = date.getHours();
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

export function firstName(name: string | undefined): string | undefined {
  return name?.trim().split(/\s+/)[0] || undefined;
}
