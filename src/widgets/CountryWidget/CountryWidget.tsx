import type { ChangeEvent } from 'react';
import { Badge, Label, Select, makeStyles, tokens } from '@fluentui/react-components';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { COUNTRIES, RISK_CATEGORY_LABELS, countryById, type Country } from '@/engine/reference/countries';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  select: { flexGrow: 1, minWidth: '12rem' },
});

const RISK_COLOURS = { 1: 'success', 2: 'warning', 3: 'danger' } as const;

/** The countries a field offers: all of them, or those its schema enumerates. */
function choicesFor(schema: WidgetProps['schema']): readonly Country[] {
  return Array.isArray(schema.enum) ? COUNTRIES.filter((c) => (schema.enum as unknown[]).includes(c.Value)) : COUNTRIES;
}

/**
 * A country stored by its numeric id, with the chosen country's risk category (Low 1, Moderate 2,
 * High 3) and its non-CRS status shown beside the select (`ui:options.showRisk: false` hides them).
 */
export default function CountryWidget(props: WidgetProps) {
  const { id, htmlName, value, label, hideLabel, required, disabled, readonly, autofocus, placeholder, options, schema, onChange, onBlur, onFocus } = props;
  const classes = useStyles();
  const chosen = typeof value === 'number' ? countryById(value) : undefined;
  const showRisk = options.showRisk !== false;
  const riskId = `${id}__risk`;

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    onChange(event.target.value === '' ? undefined : Number(event.target.value));
  };

  return (
    <>
      {labelValue(<Label htmlFor={id} required={required} disabled={disabled}>{label}</Label>, hideLabel)}
      <div className={classes.row}>
        <Select
          id={id}
          name={htmlName || id}
          className={classes.select}
          value={chosen ? String(chosen.Value) : ''}
          required={required}
          disabled={disabled || readonly}
          autoFocus={autofocus}
          onChange={handleChange}
          onFocus={() => onFocus(id, value)}
          onBlur={() => onBlur(id, value)}
          aria-describedby={[ariaDescribedByIds(id), chosen && showRisk ? riskId : ''].filter(Boolean).join(' ')}
        >
          <option value="">{placeholder || 'Select a country'}</option>
          {choicesFor(schema).map((c) => <option key={c.Value} value={c.Value}>{c.Text}</option>)}
        </Select>
        {chosen && showRisk && (
          <span id={riskId}>
            <Badge appearance="tint" color={RISK_COLOURS[chosen.RiskCategory]}>
              {`Risk category ${chosen.RiskCategory} – ${RISK_CATEGORY_LABELS[chosen.RiskCategory]}`}
            </Badge>
            {chosen.NonCRS && <Badge appearance="outline" color="informative">Non-CRS</Badge>}
          </span>
        )}
      </div>
    </>
  );
}
