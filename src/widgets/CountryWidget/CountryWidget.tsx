import type { ChangeEvent } from 'react';
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { FieldLabel } from '../FieldFrame/FieldFrame';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { COUNTRIES, RISK_CATEGORY_LABELS, countryById, type Country } from '@/engine/reference/countries';
import { LongListSelect, type LongListChoice } from '../LongListSelect/LongListSelect';
import { longListFormOf } from '../referenceData';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  // A basis of its own: the select's width never depends on which options it holds (see LongListSelect).
  select: { flex: '1 1 16rem', minWidth: '12rem' },
});

const RISK_COLOURS = { 1: 'success', 2: 'warning', 3: 'danger' } as const;

const toChoice =
  (byName: boolean) =>
  (c: Country): LongListChoice => ({ value: byName ? c.Text : String(c.Value), label: c.Text });
const ALL = { id: COUNTRIES.map(toChoice(false)), name: COUNTRIES.map(toChoice(true)) };
const enumerated = { id: new WeakMap<object, LongListChoice[]>(), name: new WeakMap<object, LongListChoice[]>() };

/** The countries a field offers: all of them, or those its schema enumerates (one list per schema). */
function choicesFor(schema: WidgetProps['schema'], byName: boolean): readonly LongListChoice[] {
  const by = byName ? 'name' : 'id';
  if (!Array.isArray(schema.enum)) return ALL[by];
  let list = enumerated[by].get(schema);
  if (!list) {
    const allowed = schema.enum as unknown[];
    list = COUNTRIES.filter((c) => allowed.includes(byName ? c.Text : c.Value)).map(toChoice(byName));
    enumerated[by].set(schema, list);
  }
  return list;
}

/**
 * A country. By default it is stored by numeric id, with the chosen country's risk category (Low 1,
 * Moderate 2, High 3) and non-CRS status shown beside the select (`ui:options.showRisk: false`
 * hides them). `ui:options.value: "name"` stores the country's name instead.
 */
export default function CountryWidget({
  id,
  htmlName,
  value,
  label,
  hideLabel,
  required,
  disabled,
  readonly,
  autofocus,
  placeholder,
  options,
  schema,
  onChange,
  onBlur,
  onFocus,
  registry,
}: WidgetProps) {
  const classes = useStyles();
  const byName = options.value === 'name';
  const chosen = byName ? COUNTRIES.find((c) => c.Text === value) : typeof value === 'number' ? countryById(value) : undefined;
  const showRisk = options.showRisk !== false && !byName;
  const riskId = `${id}__risk`;

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const picked = event.target.value;
    if (picked === '') onChange(undefined);
    else onChange(byName ? picked : Number(picked));
  };

  return (
    <>
      {labelValue(
        <FieldLabel htmlFor={id} required={required} disabled={disabled}>
          {label}
        </FieldLabel>,
        hideLabel,
      )}
      <div className={classes.row}>
        <LongListSelect
          id={id}
          name={htmlName || id}
          form={longListFormOf(registry.formContext)}
          className={classes.select}
          value={chosen ? (byName ? chosen.Text : String(chosen.Value)) : byName && typeof value === 'string' ? value : ''}
          required={required}
          disabled={disabled || readonly}
          autoFocus={autofocus}
          onChange={handleChange}
          onFocus={() => onFocus(id, value)}
          onBlur={() => onBlur(id, value)}
          choices={choicesFor(schema, byName)}
          leading={
            <>
              <option value="">{placeholder || 'Select a country'}</option>
              {/* A stored name the list does not know stays visible rather than silently changing. */}
              {byName && typeof value === 'string' && value && !chosen && <option value={value}>{value}</option>}
            </>
          }
          aria-describedby={[ariaDescribedByIds(id), chosen && showRisk ? riskId : ''].filter(Boolean).join(' ')}
        />
        {chosen && showRisk && (
          <span id={riskId}>
            <Badge appearance="tint" color={RISK_COLOURS[chosen.RiskCategory]}>
              {`Risk category ${chosen.RiskCategory} – ${RISK_CATEGORY_LABELS[chosen.RiskCategory]}`}
            </Badge>
            {chosen.NonCRS && (
              <Badge appearance="outline" color="informative">
                Non-CRS
              </Badge>
            )}
          </span>
        )}
      </div>
    </>
  );
}
