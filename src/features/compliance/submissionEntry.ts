import type { ComplianceSubmission } from '@/types/api';

// How a past compliance submission is named on screen: the list's row and the title of its view.

/** A stored time as the user reads it (dd/MM/yyyy HH:mm, local time). */
export function shownTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/**
 * "Know Your Customer (version 1)": the form and the studio version it was answered on (the schema's
 * own version string, which stays "1.0.0" across studio versions, for a submission stored before the
 * studio recorded it).
 * @param entry - the submission
 * @param title - the form's title, when another than the entry's (the title of the version answered on)
 */
export function submissionName(entry: ComplianceSubmission, title: string = entry.FormTitle): string {
  return `${title} (version ${entry.FormVersion ?? entry.Version})`;
}

/** Who submitted it: the client, or the adviser acting as the client (Login As). */
export function submittedBy(entry: ComplianceSubmission): string {
  return entry.ImpersonatorName ? `${entry.ImpersonatorName} for ${entry.SubmittedBy}` : entry.SubmittedBy;
}
