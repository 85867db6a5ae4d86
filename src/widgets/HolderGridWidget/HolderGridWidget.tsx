import { Checkbox, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { holderRowsOf, readPath, writePath } from './holderRows';

const useStyles = makeStyles({
  caption: { captionSide: 'top', textAlign: 'start', fontWeight: tokens.fontWeightSemibold, paddingBottom: tokens.spacingVerticalS },
  box: { width: '9rem', textAlign: 'center' },
});

const DEFAULT_COLUMNS = ['Account Holder 1', 'Account Holder 2'];

/**
 * A table of checkbox rows with one column per account holder (compliance §2: previous experience,
 * remarks, client instruction). It serves an object field: a `{FirstHolder, SecondHolder}` pair, an
 * object of such pairs (one row each), or boolean properties paired by `ui:options.rows`.
 * `ui:options.holders: 1` shows only the first holder's column (a single-holder account), and
 * `ui:options.columnLabels` renames the columns.
 */
export default function HolderGridWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, disabled, readonly, schema, uiSchema, options, onChange } = props;
  const classes = useStyles();
  const rows = holderRowsOf(schema, uiSchema, label);
  const labels = Array.isArray(options.columnLabels) ? (options.columnLabels as string[]) : DEFAULT_COLUMNS;
  const holders = options.holders === 1 ? 1 : 2;
  const columns = [0, 1].slice(0, holders);

  return (
    <Table id={id} size="small" aria-label={hideLabel ? label : undefined}>
      {!hideLabel && label && <caption className={classes.caption}>{label}</caption>}
      <TableHeader>
        <TableRow>
          <TableHeaderCell><span className="visually-hidden">Item</span></TableHeaderCell>
          {columns.map((c) => <TableHeaderCell key={c} className={classes.box}>{labels[c] ?? DEFAULT_COLUMNS[c]}</TableHeaderCell>)}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell>{row.label}</TableCell>
            {columns.map((c) => (
              <TableCell key={c} className={classes.box}>
                <Checkbox
                  id={`${id}__${row.key}__${c + 1}`}
                  aria-label={`${row.label} – ${labels[c] ?? DEFAULT_COLUMNS[c]}`}
                  checked={readPath(value, row.paths[c]) === true}
                  disabled={disabled || readonly}
                  onChange={(_, data) => onChange(writePath(value, row.paths[c], data.checked === true))}
                />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
