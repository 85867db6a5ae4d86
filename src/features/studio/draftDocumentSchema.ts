import type { JSONSchema7 } from 'json-schema';

/*
 * The JSON Schema of a draft as the JSON editor shows it (`{ schema, ui }`): it drives the
 * editor's completion, hover texts and inline errors. It describes the keywords Tessera's forms
 * use (docs/forms.md); the server's meta-validation and strict compile stay the judge of a draft.
 */

const field: JSONSchema7 = {
  type: 'object',
  properties: {
    type: {
      description: 'The kind of answer.',
      anyOf: [
        { enum: ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'] },
        { type: 'array', items: { enum: ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'] } },
      ],
    },
    title: { type: 'string', description: 'The label the field shows (unless its uiSchema gives a ui:title).' },
    description: { type: 'string', description: 'Documentation for developers; the help text under a field is ui:help.' },
    minimum: { type: 'number', description: 'The lowest number accepted.' },
    maximum: { type: 'number', description: 'The highest number accepted.' },
    exclusiveMinimum: { type: 'number' },
    exclusiveMaximum: { type: 'number' },
    multipleOf: { type: 'number', exclusiveMinimum: 0 },
    minLength: { type: 'integer', minimum: 0, description: 'The fewest characters accepted.' },
    maxLength: { type: 'integer', minimum: 0, description: 'The most characters accepted.' },
    pattern: { type: 'string', description: 'A regular expression the answer must match.' },
    format: { type: 'string', description: 'A named format (date, email, …).' },
    enum: { type: 'array', minItems: 1, description: 'The options (their labels are ui:enumNames).' },
    const: {},
    default: {},
    oneOf: { type: 'array', items: { $ref: '#/definitions/field' } },
    anyOf: { type: 'array', items: { $ref: '#/definitions/field' } },
    allOf: { type: 'array', items: { $ref: '#/definitions/field' } },
    if: { $ref: '#/definitions/field' },
    then: { $ref: '#/definitions/field' },
    else: { $ref: '#/definitions/field' },
    properties: { type: 'object', additionalProperties: { $ref: '#/definitions/field' }, description: 'The questions of a group.' },
    required: { type: 'array', items: { type: 'string' }, uniqueItems: true, description: 'The questions that need an answer.' },
    items: { $ref: '#/definitions/field' },
    minItems: { type: 'integer', minimum: 0 },
    maxItems: { type: 'integer', minimum: 0 },
    $ref: { type: 'string', description: 'A shared definition (schemas/forms/_defs).' },
    errorMessage: {
      description: 'The messages shown when a rule fails: one text, or one per rule (and "required" per question).',
      anyOf: [{ type: 'string' }, { type: 'object', additionalProperties: { anyOf: [{ type: 'string' }, { type: 'object' }] } }],
    },
  },
};

const uiField: JSONSchema7 = {
  type: 'object',
  properties: {
    'ui:title': { type: 'string', description: 'The label the field shows.' },
    'ui:help': { type: 'string', description: 'The help text under the field.' },
    'ui:description': { type: 'string' },
    'ui:widget': { type: 'string', description: 'A registered widget name.' },
    'ui:placeholder': { type: 'string' },
    'ui:enumNames': { type: 'array', items: { type: 'string' }, description: 'The labels of the options, in the order of enum.' },
    'ui:order': { type: 'array', items: { type: 'string' }, description: "The questions' order ('*' for the rest)." },
    'ui:options': { type: 'object' },
    'ui:readonly': { type: 'boolean' },
    'ui:showWhen': { type: 'object', description: 'A condition (JSON Schema over the answers) for showing the field.' },
  },
  additionalProperties: { anyOf: [{ $ref: '#/definitions/uiField' }, { not: { type: 'object' } }] },
};

/** The draft document: the form's JSON Schema and its uiSchema. */
export const draftDocumentSchema: JSONSchema7 = {
  type: 'object',
  required: ['schema', 'ui'],
  additionalProperties: false,
  properties: {
    schema: {
      description: "The form's JSON Schema.",
      allOf: [
        { $ref: '#/definitions/field' },
        {
          type: 'object',
          required: ['$id', 'version'],
          properties: {
            $id: { type: 'string', description: "The form's id: keep it." },
            $schema: { type: 'string' },
            version: { type: 'string', description: "The form's version." },
          },
        },
      ],
    },
    ui: { description: "The form's uiSchema (RJSF).", $ref: '#/definitions/uiField' },
  },
  definitions: { field, uiField },
};
