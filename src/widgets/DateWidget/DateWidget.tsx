import { useRef, useState, type ChangeEvent } from 'react';
import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { FieldLabel } from '../FieldFrame/FieldFrame';
import { CalendarLtr20Regular } from '@fluentui/react-icons';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { localCalendarDay } from '@/engine/format/localCalendarDay';
import { cleanDateText, fromDisplayDate, toDisplayDate } from './dateText';

const useStyles = makeStyles({
  row: { position: 'relative', display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  input: { flexGrow: 1 },
  // The native picker stays in the page (showPicker needs a rendered input) but takes no room.
  picker: { position: 'absolute', width: '1px', height: '1px', opacity: 0, pointerEvents: 'none' },
});

/** `ui:options.maxDate`: 'today' or a yyyy-MM-dd date, as the picker's limit. */
function maxDateOf(option: unknown): string | undefined {
  if (option === 'today') return localCalendarDay(new Date());
  return typeof option === 'string' ? option : undefined;
}

/**
 * A calendar date typed as dd/MM/yyyy and stored as yyyy-MM-dd. A text that is not a real date is
 * stored as typed, so the schema's own `format` message tells the user; an empty field stores
 * nothing. The calendar button (`ui:options.calendar`, on by default) opens the browser's picker,
 * limited by `ui:options.minDate` / `maxDate` ('today' or yyyy-MM-dd); the rule itself is the schema's.
 */
export default function DateWidget(props: WidgetProps) {
  const { id, htmlName, value, label, hideLabel, required, disabled, readonly, autofocus, options, onChange, onBlur, onFocus } = props;
  const classes = useStyles();
  const picker = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const locked = disabled || readonly;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = cleanDateText(event.target.value);
    setTyped(text);
    onChange(text === '' ? undefined : (fromDisplayDate(text) ?? text));
  };
  const handlePicked = (event: ChangeEvent<HTMLInputElement>) => {
    setTyped(null);
    onChange(event.target.value || undefined);
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
        <Input
          id={id}
          name={htmlName || id}
          className={classes.input}
          inputMode="numeric"
          autoComplete="off"
          placeholder={typeof options.placeholder === 'string' ? options.placeholder : 'dd/MM/yyyy'}
          value={typed ?? toDisplayDate(value)}
          required={required}
          disabled={locked}
          autoFocus={autofocus}
          onChange={handleChange}
          onFocus={() => onFocus(id, value)}
          onBlur={() => {
            setTyped(null);
            onBlur(id, value);
          }}
          aria-describedby={ariaDescribedByIds(id)}
        />
        {options.calendar !== false && (
          <>
            <Button
              type="button"
              appearance="subtle"
              icon={<CalendarLtr20Regular />}
              aria-label={`Choose ${label || 'a date'} from a calendar`}
              disabled={locked}
              onClick={() => picker.current?.showPicker?.()}
            />
            <input
              ref={picker}
              type="date"
              tabIndex={-1}
              aria-hidden="true"
              className={classes.picker}
              max={maxDateOf(options.maxDate)}
              min={typeof options.minDate === 'string' ? options.minDate : undefined}
              value={/^\d{4}-\d{2}-\d{2}$/.test(String(value ?? '')) ? String(value) : ''}
              onChange={handlePicked}
            />
          </>
        )}
      </div>
    </>
  );
}
