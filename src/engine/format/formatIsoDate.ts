const ISO = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A date the API gives as 'yyyy-MM-dd' (a time after it is ignored) as the portal shows dates:
 * 'dd/MM/yyyy'. Anything else is shown as it is; a missing date as '–'.
 * @param value - the API's date
 */
export function formatIsoDate(value: string | null | undefined): string {
  if (!value) return '–';
  const m = ISO.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}
