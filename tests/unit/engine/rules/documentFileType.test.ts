/** @jest-environment node */
import { DOCUMENT_FILE_EXTENSIONS, documentFileNameMatches, documentFileTypeOf } from '@/engine/rules/documentFileType';
import { MISSING_DOCUMENT_MAX_UPLOAD_BYTES } from '@/engine/constants';
import { MAX_DOCUMENT_BYTES } from '@/engine/accountOpening/documents';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (s: string) => new TextEncoder().encode(s);

describe('documentFileTypeOf', () => {
  test('a file starting with %PDF- is a PDF', () => {
    expect(documentFileTypeOf(text('%PDF-1.4\n%âãÏÓ\n1 0 obj'))).toBe('application/pdf');
  });

  test('a file starting with FF D8 FF is a JPEG', () => {
    expect(documentFileTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46))).toBe('image/jpeg');
  });

  test('a file starting with the PNG signature is a PNG', () => {
    expect(documentFileTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))).toBe('image/png');
  });

  test('text, an empty file and other formats are none of them', () => {
    expect(documentFileTypeOf(text('This is not a PDF, whatever the name says.'))).toBeNull();
    expect(documentFileTypeOf(new Uint8Array(0))).toBeNull();
    expect(documentFileTypeOf(text('GIF89a'))).toBeNull();
    expect(documentFileTypeOf(bytes(0x50, 0x4b, 0x03, 0x04))).toBeNull(); // a zip (docx)
  });

  test('a signature cut short or found later in the file is not enough', () => {
    expect(documentFileTypeOf(text('%PDF'))).toBeNull();
    expect(documentFileTypeOf(bytes(0xff, 0xd8))).toBeNull();
    expect(documentFileTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a))).toBeNull();
    expect(documentFileTypeOf(text(' %PDF-1.4'))).toBeNull();
    expect(documentFileTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b))).toBeNull();
  });

  test('each type has the extension its stored name gets', () => {
    expect(DOCUMENT_FILE_EXTENSIONS).toEqual({ 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' });
  });
});

describe('documentFileNameMatches', () => {
  test('a name with the extension of its content matches, in any case', () => {
    expect(documentFileNameMatches('passport.PDF', 'application/pdf')).toBe(true);
    expect(documentFileNameMatches('scan.png', 'image/png')).toBe(true);
    expect(documentFileNameMatches('photo.jpeg', 'image/jpeg')).toBe(true);
    expect(documentFileNameMatches('photo.JPG', 'image/jpeg')).toBe(true);
  });

  test('a name claiming another type than its content does not match', () => {
    expect(documentFileNameMatches('statement.pdf', 'image/png')).toBe(false);
    expect(documentFileNameMatches('statement.pdf', 'image/jpeg')).toBe(false);
    expect(documentFileNameMatches('scan.png', 'application/pdf')).toBe(false);
    expect(documentFileNameMatches('form.docx', 'application/pdf')).toBe(false);
  });

  test('a name without an extension matches any type', () => {
    expect(documentFileNameMatches('scan', 'image/png')).toBe(true);
    expect(documentFileNameMatches(undefined, 'application/pdf')).toBe(true);
    expect(documentFileNameMatches('.hidden', 'application/pdf')).toBe(true);
    expect(documentFileNameMatches('folder.pdf/scan', 'image/png')).toBe(true);
  });
});

describe('the missing-document upload limit', () => {
  test('is 10 MB, the account-opening upload limit', () => {
    expect(MISSING_DOCUMENT_MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
    expect(MISSING_DOCUMENT_MAX_UPLOAD_BYTES).toBe(MAX_DOCUMENT_BYTES);
  });
});
