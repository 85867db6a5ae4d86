/**
 * Cuts a display name to `max` characters in all, the last being an ellipsis, as the menu (15)
 * and the impersonation toolbar (35) show it.
 * @param name - the full name
 * @param max - the longest text shown, ellipsis included
 * @returns the name, or its first `max - 1` characters and "…"
 */
export function truncateName(name: string, max: number): string {
  const trimmed = name.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1)}…`;
}
