import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Flow } from '@/engine/flows/types';
import type { FormSchema, UiSchema } from '@/engine/forms/types';
import { definitionsResolver } from '@/engine/studio/resolveSchema';
import type { FormVersion } from '@/engine/studio/types';
import accountOpeningDefs from '../../../../schemas/forms/_defs/account-opening.json';
import commonDefs from '../../../../schemas/forms/_defs/common.json';
import complianceDefs from '../../../../schemas/forms/_defs/compliance.json';
import kycSchema from '../../../../schemas/forms/kyc/schema.json';
import kycUi from '../../../../schemas/forms/kyc/ui.json';
import appropriatenessSchema from '../../../../schemas/forms/appropriateness-test/schema.json';
import appropriatenessUi from '../../../../schemas/forms/appropriateness-test/ui.json';
import personalDetailsSchema from '../../../../schemas/forms/personal-details/schema.json';
import personalDetailsUi from '../../../../schemas/forms/personal-details/ui.json';
import generalDetailsSchema from '../../../../schemas/forms/due-diligence-general-details/schema.json';
import generalDetailsUi from '../../../../schemas/forms/due-diligence-general-details/ui.json';
import sourceOfFundsSchema from '../../../../schemas/forms/due-diligence-source-of-funds/schema.json';
import sourceOfFundsUi from '../../../../schemas/forms/due-diligence-source-of-funds/ui.json';
import accountOpeningFlow from '../../../../schemas/flows/account-opening.json';
import buyCheckoutFlow from '../../../../schemas/flows/buy-checkout.json';
import dueDiligenceFlow from '../../../../schemas/flows/due-diligence.json';

/** The shared definitions the real forms refer to, as the studio's resolver sees them. */
export const resolve = definitionsResolver([commonDefs, complianceDefs, accountOpeningDefs]);

function version(schema: unknown, ui: unknown): () => FormVersion {
  // A fresh deep copy each time: a test changes its copy, never the shipped file.
  return () => structuredClone({ schema: schema as FormSchema, ui: ui as UiSchema });
}

/** Real forms of schemas/forms, each call a new deep copy. */
export const forms = {
  kyc: version(kycSchema, kycUi),
  appropriatenessTest: version(appropriatenessSchema, appropriatenessUi),
  personalDetails: version(personalDetailsSchema, personalDetailsUi),
  generalDetails: version(generalDetailsSchema, generalDetailsUi),
  sourceOfFunds: version(sourceOfFundsSchema, sourceOfFundsUi),
};

/** Real flows of schemas/flows, each call a new deep copy. */
export const flows = {
  accountOpening: (): Flow => structuredClone(accountOpeningFlow as Flow),
  buyCheckout: (): Flow => structuredClone(buyCheckoutFlow as Flow),
  dueDiligence: (): Flow => structuredClone(dueDiligenceFlow as Flow),
};

const root = join(__dirname, '../../../..');

/** Every form of schemas/forms (id and a fresh copy), to run a check on each. */
export function allForms(): Array<[string, FormVersion]> {
  const dir = join(root, 'schemas/forms');
  return readdirSync(dir)
    .filter((id) => id !== '_defs')
    .map((id) => {
      const read = (file: string): unknown => JSON.parse(readFileSync(join(dir, id, file), 'utf8'));
      return [id, { schema: read('schema.json') as FormSchema, ui: read('ui.json') as UiSchema }];
    });
}

/** Every flow of schemas/flows (file name and content). */
export function allFlows(): Array<[string, Flow]> {
  const dir = join(root, 'schemas/flows');
  return readdirSync(dir).map((file) => [file, JSON.parse(readFileSync(join(dir, file), 'utf8')) as Flow]);
}

type Node = Record<string, unknown>;

/**
 * The object at a path inside a test's copy of a schema, to change it in place.
 * @param value - the copy
 * @param path - property names (array indexes as strings)
 */
export function at(value: unknown, ...path: Array<string | number>): Node {
  let node = value as Node;
  for (const key of path) node = node[key] as Node;
  return node;
}
