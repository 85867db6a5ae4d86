import { useState } from 'react';
import { Field, Input } from '@fluentui/react-components';
import { formatMoney } from '@/engine/format/formatMoney';
import { stripNumericInput } from '@/engine/sanitise/stripNumericInput';

export interface NumericInputProps {
  id: string;
  label: string;
  /** The value to show when the field is not being typed in (the recomputed figure). */
  value: number | null;
  onValue: (value: number) => void;
  disabled?: boolean;
  hint?: string;
  decimals?: number;
}

/**
 * A trading number field (trading §5 Numeric input): non-numeric characters are stripped, empty
 * means 0, and away from focus the number shows with thousands separators and 2 decimals.
 */
export function NumericInput({ id, label, value, onValue, disabled, hint, decimals = 2 }: NumericInputProps) {
  const [typing, setTyping] = useState<string | null>(null);
  const shown =
    value === null
      ? ''
      : decimals === 2
        ? formatMoney(value)
        : new Intl.NumberFormat('en-GB', { minimumFractionDigits: 0, maximumFractionDigits: decimals }).format(value);
  return (
    <Field label={label} hint={hint}>
      <Input
        id={id}
        inputMode="decimal"
        disabled={disabled}
        value={typing ?? shown}
        // The text stays as shown on focus (changing it would move the caret under the user's hands).
        onFocus={() => setTyping(value === null || value === 0 ? '' : shown)}
        onBlur={() => setTyping(null)}
        onChange={(_, d) => {
          const text = d.value.replace(/[^\d.,]/g, '');
          setTyping(text);
          onValue(stripNumericInput(text));
        }}
      />
    </Field>
  );
}
