// A titled group of one kind of change in the structured editor.
import type { FormEvent, ReactNode } from 'react';
import { useStyles } from './styles';

/** A titled group of one kind of change, submitted with Enter or its button. */
export function Section({ title, onSubmit, children }: { title: string; onSubmit?: () => void; children: ReactNode }) {
  const classes = useStyles();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <form onSubmit={submit} noValidate>
      <fieldset className={classes.section}>
        <legend className={classes.legend}>{title}</legend>
        {children}
      </fieldset>
    </form>
  );
}
