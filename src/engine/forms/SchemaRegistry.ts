import type Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import { ConditionEvaluator } from '../flows/ConditionEvaluator';
import type { PrecompiledForm } from './precompiled';
import { canonicalJson, sha256 } from './sha256';
import { formIdOf, type FormSchema, type UiSchema } from './types';

interface Entry {
  schema: FormSchema;
  ui: UiSchema;
  hash: string;
  validate?: ValidateFunction;
}

export interface AddFormOptions {
  /**
   * The form's validator precompiled by the server (its standalone module, instantiated with
   * `instantiatePrecompiled`), for a registry that does not compile. Its `hash` must be the
   * schema's; its conditions are added to the registry's condition evaluator.
   */
  precompiled?: PrecompiledForm;
}

/**
 * Holds the platform's forms and compiles each schema version once: validating on a keystroke or
 * a request never compiles. Forms are added from whatever source the caller has (the server's
 * files, the browser's fetch), so the engine touches no file system.
 *
 * Made with `null` instead of an ajv instance, the registry compiles nothing (the browser, whose
 * Content-Security-Policy forbids generated code): each form comes with the validator the server
 * precompiled for it, and asking for a form's validator without one is an error.
 *
 * The registry owns the condition evaluator of its forms and flows (`conditions`): the browser's
 * answers from the precompiled modules it is given; a compiling one comes from the server
 * (server/forms/compilingRegistry.ts), which keeps ajv's code generation out of the engine.
 */
export class SchemaRegistry {
  private readonly ajv: Ajv2020 | null;
  private readonly forms = new Map<string, Entry>();
  private readonly definitions = new Map<string, Record<string, unknown>>();
  /** Answers the conditions of these forms (`ui:showWhen`, RJSF's `if`s) and of the flows that ask them. */
  readonly conditions: ConditionEvaluator;

  /**
   * @param ajv - compiles the forms (the server's `createFormsAjv()`), or null: precompiled validators only
   * @param conditions - the condition evaluator; by default one that compiles nothing and answers
   *   plain conditions and those of the precompiled modules added
   */
  constructor(ajv: Ajv2020 | null, conditions: ConditionEvaluator = new ConditionEvaluator()) {
    this.ajv = ajv;
    this.conditions = conditions;
  }

  /** Whether this registry compiles schemas itself (false: precompiled validators only). */
  get compiles(): boolean {
    return this.ajv !== null;
  }

  /** Adds a shared `_defs` schema (referenced by forms through its `$id`). */
  addDefinitions(schema: { $id: string } & Record<string, unknown>): void {
    if (this.definitions.has(schema.$id)) return;
    this.ajv?.addSchema(schema);
    this.definitions.set(schema.$id, schema);
  }

  /** The shared definitions added, in the order they were added. */
  definitionSchemas(): Array<{ $id: string } & Record<string, unknown>> {
    return [...this.definitions.values()] as Array<{ $id: string } & Record<string, unknown>>;
  }

  /**
   * Adds a form, or replaces an older version of it (the new version compiles on first use).
   * @param schema - the form's JSON Schema
   * @param ui - its uiSchema
   * @param options - the server's precompiled validator (a registry made without ajv needs it)
   */
  addForm(schema: FormSchema, ui: UiSchema = {}, options: AddFormOptions = {}): void {
    if (!schema.$id || !schema.version) throw new Error(`A form schema needs $id and version (${schema.title ?? 'untitled'})`);
    const id = formIdOf(schema.$id);
    const existing = this.forms.get(id);
    const hash = sha256(canonicalJson(schema));
    const { precompiled } = options;
    if (precompiled && precompiled.hash !== hash) {
      throw new Error(`The precompiled validator of form "${id}" is for another version of its schema`);
    }
    if (precompiled) this.conditions.addPrecompiled(precompiled.conditions);
    if (existing && existing.hash === hash) {
      existing.ui = ui;
      if (precompiled) existing.validate ??= precompiled.validate;
      return;
    }
    if (existing) this.ajv?.removeSchema(existing.schema.$id);
    this.forms.set(id, { schema, ui, hash, validate: precompiled?.validate });
  }

  has(formId: string): boolean {
    return this.forms.has(formId);
  }

  formIds(): string[] {
    return [...this.forms.keys()].sort();
  }

  schema(formId: string): FormSchema {
    return this.entry(formId).schema;
  }

  ui(formId: string): UiSchema {
    return this.entry(formId).ui;
  }

  /** Content hash of the schema (sha-256 of its canonical JSON), stored with every submission. */
  hash(formId: string): string {
    return this.entry(formId).hash;
  }

  /** The compiled validator of the form's current version, compiled on first use and cached (or the precompiled one). */
  validator(formId: string): ValidateFunction {
    const entry = this.entry(formId);
    if (!entry.validate) {
      if (!this.ajv) throw new Error(`Form "${formId}" has no precompiled validator (this registry compiles nothing)`);
      entry.validate = this.ajv.compile(entry.schema);
    }
    return entry.validate;
  }

  /** Compiles every form now (start-up, CI), so the first real validation is warm. */
  compileAll(): void {
    for (const id of this.forms.keys()) this.validator(id);
  }

  /**
   * The sub-schema a `$ref` points to, for code that walks a schema itself (error ordering walks
   * nested properties declared in `_defs`); ajv resolves references for validation on its own.
   * @param ref - the reference as written, absolute or relative
   * @param baseId - the `$id` it is relative to (its schema document's)
   * @returns the target and its document's `$id`, or undefined when it is not in the registry
   */
  resolveRef(ref: string, baseId: string): { schema: Record<string, unknown>; baseId: string } | undefined {
    let url: URL;
    try {
      url = new URL(ref, baseId);
    } catch {
      return undefined;
    }
    const pointer = decodeURIComponent(url.hash.slice(1));
    url.hash = '';
    const docId = url.href;
    const form = this.forms.get(formIdOf(docId))?.schema;
    let node: unknown = this.definitions.get(docId) ?? (form?.$id === docId ? form : undefined);
    if (pointer && !pointer.startsWith('/')) return undefined;
    for (const raw of pointer.split('/').slice(1)) {
      const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
    }
    return node && typeof node === 'object' ? { schema: node as Record<string, unknown>, baseId: docId } : undefined;
  }

  private entry(formId: string): Entry {
    const entry = this.forms.get(formId);
    if (!entry) throw new Error(`Unknown form "${formId}"`);
    return entry;
  }
}
