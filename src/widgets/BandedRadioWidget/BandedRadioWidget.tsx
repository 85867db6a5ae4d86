import { Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { FieldLabel } from '../FieldFrame/FieldFrame';
import { ariaDescribedByIds, enumOptionsIndexForValue, labelValue, optionId, type WidgetProps } from '@rjsf/utils';

const useStyles = makeStyles({
  group: { rowGap: tokens.spacingVerticalXXS },
});

/**
 * A choice of one band out of ordered ranges — the income bands 43–47, volume or frequency bands —
 * as a vertical radio group labelled by the field. Bands come from the schema (`oneOf` consts with
 * titles, or `enum` with `ui:enumNames`); the stored value is the band's code, as a number when the
 * schema's type is.
 */
export default function BandedRadioWidget(props: WidgetProps) {
  const { id, htmlName, value, label, hideLabel, required, disabled, readonly, options, onChange, onBlur, onFocus } = props;
  const classes = useStyles();
  const bands = options.enumOptions ?? [];
  const index = enumOptionsIndexForValue(value, bands);
  const labelId = `${id}__label`;
  const disabledBands = Array.isArray(options.enumDisabled) ? options.enumDisabled : [];

  return (
    <>
      {labelValue(
        <FieldLabel id={labelId} required={required} disabled={disabled}>
          {label}
        </FieldLabel>,
        hideLabel,
      )}
      <RadioGroup
        id={id}
        name={htmlName || id}
        className={classes.group}
        layout={options.inline ? 'horizontal' : 'vertical'}
        aria-labelledby={hideLabel ? undefined : labelId}
        aria-required={required}
        value={typeof index === 'string' ? index : ''}
        onChange={(_, data) => onChange(bands[Number(data.value)]?.value)}
        onFocus={() => onFocus(id, value)}
        onBlur={() => onBlur(id, value)}
        aria-describedby={ariaDescribedByIds(id)}
      >
        {bands.map((band, i) => (
          <Radio
            key={String(band.value)}
            id={optionId(id, i)}
            value={String(i)}
            label={band.label}
            disabled={disabled || readonly || disabledBands.includes(band.value)}
          />
        ))}
      </RadioGroup>
    </>
  );
}
