import Ajv2020, { type Options } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import ajvErrors from 'ajv-errors';

/**
 * The one ajv set-up of the platform, used by the browser, the server and CI alike: draft
 * 2020-12, strict (but for `strictRequired`), every error collected (ajv-errors needs it), formats, the spec's messages
 * through `errorMessage`, and `version` accepted as an annotation.
 * @param extra - more ajv options (the server's `code` options, to precompile standalone code)
 * @returns a fresh ajv instance
 */
export function createFormsAjv(extra: Options = {}): Ajv2020 {
  // strictRequired is off: the forms declare every property at the top level (codegen needs it)
  // and name them in `required` inside if/then, which that check would refuse.
  const ajv = new Ajv2020({
    strict: true,
    strictRequired: false,
    allErrors: true,
    allowUnionTypes: true,
    messages: true,
    // 0.07 is not an exact multiple of 0.01 in floating point; money must still pass.
    multipleOfPrecision: 9,
    ...extra,
  });
  addFormats(ajv);
  ajvErrors(ajv);
  ajv.addKeyword({ keyword: 'version', schemaType: 'string' });
  return ajv;
}
