/** @jest-environment node */
import { createHash } from 'node:crypto';
import { canonicalJson, sha256 } from '@/engine/forms/sha256';

const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sha256', () => {
  test('sha256 of the empty text is the well-known digest', () => {
    expect(sha256('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  test('sha256 of "abc" is the FIPS 180-2 test vector', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  test.each([
    ['a short text', 'Tessera'],
    ['55 bytes (padding fits one block)', 'a'.repeat(55)],
    ['56 bytes (padding needs a second block)', 'a'.repeat(56)],
    ['63 bytes', 'b'.repeat(63)],
    ['64 bytes (exactly one block)', 'c'.repeat(64)],
    ['65 bytes', 'd'.repeat(65)],
    ['two-block FIPS text', 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'],
    ['multi-byte UTF-8', 'Grüße, €100 — 日本語 ✓ 🙂'],
    ['a line break and tab', 'line one\n\tline two\r\n'],
    ['a long text', 'The quick brown fox jumps over the lazy dog. '.repeat(500)],
    ['a form schema', JSON.stringify({ $id: 'https://tessera.example/schemas/forms/kyc', version: '1.0.0', type: 'object' })],
  ])('sha256 matches node:crypto for %s', (_case, text) => {
    expect(sha256(text)).toBe(nodeSha256(text));
  });

  test('sha256 matches node:crypto for every length from 0 to 200 bytes', () => {
    for (let n = 0; n <= 200; n++) {
      const text = Array.from({ length: n }, (_, i) => String.fromCharCode(32 + ((i * 7 + n) % 95))).join('');
      expect(sha256(text)).toBe(nodeSha256(text));
    }
  });
});

describe('canonicalJson', () => {
  test('canonicalJson sorts object keys at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"y":2,"z":1}]},"b":1}');
  });

  test('canonicalJson keeps array order, which is meaningful', () => {
    expect(canonicalJson([3, 1, 2])).not.toBe(canonicalJson([1, 2, 3]));
  });

  test('canonicalJson writes scalars as JSON does', () => {
    expect(canonicalJson('x"y')).toBe('"x\\"y"');
    expect(canonicalJson(1.5)).toBe('1.5');
    expect(canonicalJson(true)).toBe('true');
    expect(canonicalJson(null)).toBe('null');
  });

  test('canonicalJson gives equal text for objects differing only in key order', () => {
    expect(canonicalJson({ type: 'object', required: ['A'], properties: { A: { type: 'string', maxLength: 3 } } })).toBe(
      canonicalJson({ properties: { A: { maxLength: 3, type: 'string' } }, required: ['A'], type: 'object' }),
    );
  });
});
