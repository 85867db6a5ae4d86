/** What the portal knows of an uploaded file once it is stored as a data URL. */
export interface FileInfo {
  name: string;
  type: string;
  size: number;
}

/**
 * Whether a file matches an `accept` list such as '.pdf,image/*,application/msword'.
 * @param file - name and MIME type of the file
 * @param accept - comma-separated extensions and MIME types; empty accepts everything
 */
export function fileTypeAllowed(file: { name: string; type: string }, accept: string | undefined): boolean {
  const tokens = (accept ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = (file.type || '').toLowerCase();
  return tokens.some((t) => (t.startsWith('.') ? name.endsWith(t) : t.endsWith('/*') ? type.startsWith(t.slice(0, -1)) : type === t));
}

/**
 * A data URL with the file's name in it (RJSF's convention): 'data:application/pdf;name=a.pdf;base64,…'.
 * @param dataUrl - what FileReader.readAsDataURL gave
 * @param name - the file's name
 */
export function withFileName(dataUrl: string, name: string): string {
  return dataUrl.replace(
    /^data:([^;,]*)(;|,)/,
    (_, type: string, sep: string) => `data:${type};name=${encodeURIComponent(name)}${sep === ',' ? ',' : ';'}`,
  );
}

/**
 * Name, type and size of a stored data URL.
 * @param value - a data URL made by `withFileName`
 * @returns the file's details, or null when the value is not a data URL
 */
export function fileInfoOf(value: unknown): FileInfo | null {
  if (typeof value !== 'string') return null;
  const match = /^data:([^;,]*)((?:;[^;,]+)*),(.*)$/s.exec(value);
  if (!match) return null;
  const params = match[2].split(';').filter(Boolean);
  const nameParam = params.find((p) => p.startsWith('name='));
  const base64 = params.includes('base64');
  const payload = match[3];
  const padding = base64 ? (payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0) : 0;
  const size = base64 ? Math.floor((payload.length * 3) / 4) - padding : decodeURIComponent(payload).length;
  return { name: nameParam ? decodeURIComponent(nameParam.slice(5)) : 'file', type: match[1], size };
}

/** '532 bytes', '12.4 KB', '3.2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
