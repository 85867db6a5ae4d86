/**
 * The file types a missing-document upload may be (issue 12 item 1: "allowed types by content (PDF,
 * JPEG, PNG)"), recognised by their first bytes — never by the file name or the declared type, so a
 * text file named `.pdf` is refused. The browser checks a chosen file with it before sending; the
 * server checks every upload again.
 */
export type DocumentFileType = 'application/pdf' | 'image/jpeg' | 'image/png';

const SIGNATURES: ReadonlyArray<{ type: DocumentFileType; magic: readonly number[] }> = [
  // "%PDF-"
  { type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The file extension stored with a file of each type. */
export const DOCUMENT_FILE_EXTENSIONS: Readonly<Record<DocumentFileType, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** The type of a file by its magic bytes, or null when it is not a PDF, JPEG or PNG. */
export function documentFileTypeOf(bytes: Uint8Array): DocumentFileType | null {
  const found = SIGNATURES.find((s) => bytes.length >= s.magic.length && s.magic.every((b, i) => bytes[i] === b));
  return found ? found.type : null;
}

/** The extensions a file name may have for each type (compared case-insensitively). */
const NAME_EXTENSIONS: Readonly<Record<DocumentFileType, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe'],
  'image/png': ['png'],
};

/**
 * Does a file's name agree with its content? A name without an extension agrees with any type; a
 * name with one must carry an extension of the type the content is (a PNG named `scan.pdf`, or a
 * PDF named `form.docx`, does not).
 */
export function documentFileNameMatches(fileName: string | undefined, type: DocumentFileType): boolean {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return true;
  return NAME_EXTENSIONS[type].includes(
    base
      .slice(dot + 1)
      .trim()
      .toLowerCase(),
  );
}
