import {
  ACCOUNT_OPENING_MESSAGES as M,
  DOCUMENT_TYPES,
  MAX_DOCUMENT_BYTES,
  documentFileProblem,
  missingDocumentsMessage,
  missingDocumentsProblem,
  requiredDocumentTypes,
} from '@/engine';

describe('account-opening documents', () => {
  test('identity and proof of address are always asked; the tax certificate and the source of funds by their flags', () => {
    expect(requiredDocumentTypes({ TaxCertForm: false, SOFForm: false })).toEqual([1, 2]);
    expect(requiredDocumentTypes({ TaxCertForm: true, SOFForm: true })).toEqual([1, 2, 4, 5]);
    expect(DOCUMENT_TYPES.map((t) => t.Value)).toEqual([1, 2, 3, 4, 5]);
  });

  test('names every missing asked document; the signed application form does not count', () => {
    expect(missingDocumentsProblem({ TaxCertForm: false, SOFForm: true }, [3, 2])).toBe(
      missingDocumentsMessage(['Passport or identity card', 'Source of funds']),
    );
    expect(missingDocumentsMessage(['Proof of address'])).toBe(
      'Please upload these documents before the account can be opened: Proof of address.',
    );
    expect(missingDocumentsProblem({ TaxCertForm: false, SOFForm: false }, [1, 2, 2])).toBeNull();
  });

  test('a chosen file is checked before it is sent: PDF, PNG or JPEG, not empty, at most 10 MB', () => {
    expect(documentFileProblem({ name: 'scan.PDF', type: '', size: 10 })).toBeNull();
    expect(documentFileProblem({ name: 'photo', type: 'image/jpeg', size: MAX_DOCUMENT_BYTES })).toBeNull();
    expect(documentFileProblem({ name: 'photo.jpg', type: 'image/jpeg', size: MAX_DOCUMENT_BYTES + 1 })).toBe(M.documentTooLarge);
    expect(documentFileProblem({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe(M.documentWrongType);
    expect(documentFileProblem({ name: 'a.png', type: 'image/png', size: 0 })).toBe(M.documentEmpty);
  });
});
