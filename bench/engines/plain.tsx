/**
 * Engine (c), the floor: a plain hand-written React controlled form — native inputs, one memoised
 * row per field, state in one useState, a change touches only the rows on its path. It renders
 * the same fields as the schema engines (from the inlined schema) with the same ids. It validates
 * only on submit, with the least a schema-validated form can do: one ajv instance set up as the
 * engine's (createFormsAjv: draft 2020-12, allErrors, ajv-errors) compiling the form's schema on
 * the first submit, errors mapped to their rows.
 */
import { memo, useCallback, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { ValidateFunction, ErrorObject } from 'ajv';
import { createFormsAjv } from '../../server/forms/createFormsAjv';
import { mount, type BenchEngine, type SubmitOutcome } from '../harness';
import type { BenchCase } from '../cases';

type Json = Record<string, unknown>;
/** A field's JSON pointer ('' for the form): a string, so equal paths are equal props. */
type Pointer = string;
type OnChange = (at: Pointer, value: unknown) => void;

/** One empty uiSchema, so a row without ui options keeps equal props (and stays memoised). */
const NO_UI: Json = Object.freeze({});

const segments = (at: Pointer) => at.split('/').slice(1);
const idOf = (at: Pointer) => ['root', ...segments(at)].join('_');
const lastOf = (at: Pointer) => at.slice(at.lastIndexOf('/') + 1);

function setIn(obj: unknown, path: string[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  if (Array.isArray(obj)) {
    const arr = obj.slice();
    arr[Number(head)] = setIn(arr[Number(head)], rest, value);
    return arr;
  }
  const next = { ...((obj as Json | undefined) ?? {}) };
  const v = setIn(next[head], rest, value);
  if (v === undefined) delete next[head];
  else next[head] = v;
  return next;
}

function orderOf(schema: Json, ui: Json): string[] {
  const props = Object.keys((schema.properties as Json | undefined) ?? {});
  const order = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as string[]).filter((k) => k !== '*' && props.includes(k)) : [];
  return [...order, ...props.filter((p) => !order.includes(p))];
}

type Option = { value: unknown; label: string };
function optionsOf(schema: Json): Option[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => ({ value: v, label: String(v) }));
  const alts = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
  if (Array.isArray(alts) && alts.every((a) => 'const' in a))
    return alts.map((a) => ({ value: a.const, label: String(a.title ?? a.const) }));
  return undefined;
}

interface RowProps {
  schema: Json;
  ui: Json;
  at: Pointer;
  value: unknown;
  error?: string;
  required: boolean;
  onChange: OnChange;
}

/** One field: label, native input, its error. Re-renders only when its own props change. */
const Row = memo(function Row({ schema, ui, at, value, error, required, onChange }: RowProps) {
  const id = idOf(at);
  const label = String(ui['ui:title'] ?? schema.title ?? lastOf(at));
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : (schema.type as string);
  const options = optionsOf(schema);
  const widget = ui['ui:widget'];
  let input;
  if (options) {
    const chosen = options.findIndex((o) => o.value === value);
    input = (
      <select
        id={id}
        value={chosen === -1 ? '' : String(chosen)}
        aria-invalid={!!error}
        onChange={(e: ChangeEvent<HTMLSelectElement>) =>
          onChange(at, e.target.value === '' ? undefined : options[Number(e.target.value)].value)
        }
      >
        <option value="" />
        {options.map((o, i) => (
          <option key={i} value={String(i)}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (type === 'boolean') {
    input = <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(at, e.target.checked)} />;
  } else if (type === 'number' || type === 'integer') {
    input = (
      <input
        id={id}
        type="number"
        value={value === undefined || value === null ? '' : String(value)}
        aria-invalid={!!error}
        onChange={(e) => onChange(at, e.target.value === '' ? undefined : Number(e.target.value))}
      />
    );
  } else if (type === 'array') {
    // A multiple choice (array of enum items): one checkbox per option.
    const itemOptions = optionsOf((schema.items as Json | undefined) ?? {}) ?? [];
    const chosen = Array.isArray(value) ? value : [];
    input = (
      <span id={id}>
        {itemOptions.map((o, i) => (
          <label key={i}>
            <input
              type="checkbox"
              checked={chosen.includes(o.value)}
              onChange={(e) => onChange(at, e.target.checked ? [...chosen, o.value] : chosen.filter((v) => v !== o.value))}
            />
            {o.label}
          </label>
        ))}
      </span>
    );
  } else if (widget === 'textarea') {
    input = (
      <textarea
        id={id}
        value={typeof value === 'string' ? value : ''}
        aria-invalid={!!error}
        onChange={(e) => onChange(at, e.target.value === '' ? undefined : e.target.value)}
      />
    );
  } else {
    const htmlType = schema.format === 'date' ? 'date' : schema.format === 'email' ? 'email' : 'text';
    input = (
      <input
        id={id}
        type={htmlType}
        value={typeof value === 'string' ? value : ''}
        aria-invalid={!!error}
        onChange={(e) => onChange(at, e.target.value === '' ? undefined : e.target.value)}
      />
    );
  }
  return (
    <div className="row">
      <label htmlFor={id}>
        {label}
        {required ? ' *' : ''}
      </label>
      {input}
      {error ? (
        <span className="error" data-bench-error="">
          {error}
        </span>
      ) : null}
    </div>
  );
});

interface GroupProps {
  schema: Json;
  ui: Json;
  at: Pointer;
  value: unknown;
  errors: Map<string, string>;
  onChange: OnChange;
}

/** An object's fields; memoised, so a change elsewhere does not re-render it. */
const ObjectFields = memo(function ObjectFields({ schema, ui, at, value, errors, onChange }: GroupProps) {
  const obj = (value as Json | undefined) ?? NO_UI;
  const required = useMemo(() => new Set((schema.required as string[] | undefined) ?? []), [schema]);
  const order = useMemo(() => orderOf(schema, ui), [schema, ui]);
  return (
    <>
      {order.map((k) => {
        const s = (schema.properties as Json)[k] as Json;
        const u = (ui[k] as Json | undefined) ?? NO_UI;
        const p = `${at}/${k}`;
        if (u['ui:widget'] === 'hidden') return null;
        if (s.type === 'object' && s.properties) {
          return (
            <fieldset key={k} id={idOf(p)}>
              <legend>{String(s.title ?? k)}</legend>
              <ObjectFields schema={s} ui={u} at={p} value={obj[k]} errors={errors} onChange={onChange} />
            </fieldset>
          );
        }
        if (s.type === 'array' && (s.items as Json | undefined)?.type === 'object') {
          return <ArrayFields key={k} schema={s} ui={u} at={p} value={obj[k]} errors={errors} onChange={onChange} />;
        }
        return <Row key={k} schema={s} ui={u} at={p} value={obj[k]} error={errors.get(p)} required={required.has(k)} onChange={onChange} />;
      })}
    </>
  );
});

const ArrayFields = memo(function ArrayFields({ schema, ui, at, value, errors, onChange }: GroupProps) {
  const items = Array.isArray(value) ? value : [];
  const itemSchema = schema.items as Json;
  const itemUi = (ui.items as Json | undefined) ?? NO_UI;
  return (
    <fieldset id={idOf(at)}>
      <legend>{String(schema.title ?? lastOf(at))}</legend>
      {items.map((item, i) => (
        <fieldset key={i}>
          <ObjectFields schema={itemSchema} ui={itemUi} at={`${at}/${i}`} value={item} errors={errors} onChange={onChange} />
          <button
            type="button"
            onClick={() =>
              onChange(
                at,
                items.filter((_, j) => j !== i),
              )
            }
          >
            Remove
          </button>
        </fieldset>
      ))}
      <button type="button" onClick={() => onChange(at, [...items, {}])}>
        Add
      </button>
      {errors.get(at) ? (
        <span className="error" data-bench-error="">
          {errors.get(at)}
        </span>
      ) : null}
    </fieldset>
  );
});

/** The pointer an ajv error concerns (a missing property's own path). */
function errorPath(e: ErrorObject): string {
  const original = e.keyword === 'errorMessage' ? ((e.params as { errors?: ErrorObject[] }).errors?.[0] ?? e) : e;
  if (original.keyword === 'required' || original.keyword === 'dependentRequired')
    return `${original.instancePath}/${(original.params as { missingProperty: string }).missingProperty}`;
  return original.instancePath;
}

function PlainForm({ c, submitted }: { c: BenchCase; submitted: (o: SubmitOutcome) => void }) {
  const [data, setData] = useState<unknown>(c.data);
  const [errors, setErrors] = useState<Map<string, string>>(() => new Map());
  const validate = useRef<ValidateFunction>(undefined);
  const onChange = useCallback<OnChange>((at, value) => setData((prev: unknown) => setIn(prev, segments(at), value)), []);
  const onSubmit = (e: { preventDefault(): void }) => {
    e.preventDefault();
    if (!validate.current) {
      const ajv = createFormsAjv();
      for (const d of c.defs) ajv.addSchema(d);
      validate.current = ajv.compile(c.schema);
    }
    const valid = validate.current(data);
    const next = new Map<string, string>();
    for (const err of validate.current.errors ?? []) {
      const path = errorPath(err);
      if (!next.has(path)) next.set(path, err.message ?? 'is not valid');
    }
    setErrors(next);
    submitted({ valid, errors: next.size, messages: [...next].map(([k, m]) => `${k}: ${m}`) });
  };
  return (
    <form noValidate onSubmit={onSubmit}>
      {errors.size ? <p role="alert">{errors.size} answers need attention</p> : null}
      <ObjectFields schema={c.resolved} ui={c.ui} at="" value={data} errors={errors} onChange={onChange} />
      <button type="submit">Submit</button>
    </form>
  );
}

export const plainEngine: BenchEngine = {
  name: 'plain',
  element: (c, submitted) => <PlainForm c={c} submitted={submitted} />,
};

mount(plainEngine);
