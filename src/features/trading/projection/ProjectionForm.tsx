import { useRef, useState, type FormEvent } from 'react';
import { Button, Field, Input, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { validateForm, type SchemaRegistry } from '@/engine';
import { PROJECTION_TEXTS as T } from '@/engine/messages/projectionTexts';
import { projectionInputs } from '@/engine/reporting/projectionInputs';
import type { ProjectionAsked } from '@/store/projectionSlice';

/** The projection form's id under schemas/forms: its schema holds the bounds and messages, its ui.json the labels. */
export const PROJECTION_FORM_ID = 'projection';
const FIELDS = ['expRatedOfReturn', 'yearlyContribution'] as const;
type FieldName = (typeof FIELDS)[number];

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  actions: { gridColumn: '1 / -1', display: 'flex', gap: tokens.spacingHorizontalS },
});

/** A field's words from the form's ui.json (the schema's title when it has none). */
function fieldOf(registry: SchemaRegistry, name: FieldName) {
  const ui = (registry.ui(PROJECTION_FORM_ID)[name] ?? {}) as {
    'ui:title'?: string;
    'ui:placeholder'?: string;
    'ui:options'?: { suffix?: string };
  };
  const schema = (registry.schema(PROJECTION_FORM_ID).properties?.[name] ?? {}) as { title?: string };
  return {
    label: ui['ui:title'] ?? schema.title ?? name,
    placeholder: ui['ui:placeholder'],
    suffix: ui['ui:options']?.suffix,
  };
}

/**
 * The Projection Report's two inputs (compliance §2.7, §5): labels, placeholder, bounds and
 * messages are the projection form's (schemas/forms/projection), validated by the same schema the
 * server uses; an empty input counts as 0 (the engine's `projectionInputs`). Only the first error is
 * shown, under its field. The button reads 'Get Projections', then 'Recalculate' after a first run.
 */
export function ProjectionForm({
  registry,
  currencySymbol,
  hasRun,
  busy,
  onSubmit,
}: {
  registry: SchemaRegistry;
  /** The sign of the currency the contribution is in (the projection's). */
  currencySymbol: string;
  hasRun: boolean;
  busy: boolean;
  onSubmit: (asked: ProjectionAsked) => void;
}) {
  const styles = useStyles();
  const [text, setText] = useState<Record<FieldName, string>>({ expRatedOfReturn: '', yearlyContribution: '' });
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const answers = projectionInputs(text);
    const verdict = validateForm(registry, PROJECTION_FORM_ID, answers);
    const first = verdict.errors[0];
    if (!verdict.valid && first) {
      setError({ field: first.field, message: first.message });
      inputs.current[first.field as FieldName]?.focus();
      return;
    }
    setError(null);
    onSubmit(answers as ProjectionAsked);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Projection inputs">
      {FIELDS.map((name) => {
        const field = fieldOf(registry, name);
        const money = name === 'yearlyContribution';
        return (
          <Field
            key={name}
            label={field.label}
            validationMessage={error?.field === name ? error.message : undefined}
            validationState={error?.field === name ? 'error' : 'none'}
          >
            <Input
              id={`projection-${name}`}
              ref={(el) => {
                inputs.current[name] = el;
              }}
              inputMode="decimal"
              autoComplete="off"
              value={text[name]}
              placeholder={field.placeholder}
              contentBefore={money ? <span aria-hidden="true">{currencySymbol}</span> : undefined}
              contentAfter={field.suffix ? <span aria-hidden="true">{field.suffix}</span> : undefined}
              onChange={(_, d) => setText((t) => ({ ...t, [name]: d.value }))}
            />
          </Field>
        );
      })}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
          {hasRun ? T.recalculate : T.getProjections}
        </Button>
      </div>
    </form>
  );
}
