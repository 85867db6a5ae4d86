import {
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { holderRowsOf, readPath, shownColumns, writePath } from './holderRows';

const useStyles = makeStyles({
  caption: { captionSide: 'top', textAlign: 'start', fontWeight: tokens.fontWeightSemibold, paddingBottom: tokens.spacingVerticalS },
  box: { width: '10rem', textAlign: 'center' },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

const HOLDER_TITLES = ['Account Holder 1', 'Account Holder 2'];

function strings(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : undefined;
}

/**
 * Checkbox rows with one column per account holder (compliance §2: previous experience, services,
 * client instruction), for the two shapes the forms use:
 * - an object: a `{FirstHolder, SecondHolder}` pair (one row), an object of such pairs (a row each),
 *   or boolean properties paired by `ui:options.rows` (`{label, first, second}`);
 * - a boolean: one box of a grid that the object's `ui:options.grids` lays out (`row`, `holder`).
 * `ui:options.holders: 1` (or a hidden SecondHolder) shows only the first holder's column, and
 * `ui:options.columnLabels` renames the columns.
 */
export default function HolderGridWidget(props: WidgetProps) {
  return props.schema.type === 'boolean' ? <HolderBox {...props} /> : <HolderGrid {...props} />;
}

function HolderBox({ id, value, label, options, disabled, readonly, onChange, onBlur, onFocus }: WidgetProps) {
  const holder = options.holder === 2 ? 2 : 1;
  const row = typeof options.row === 'string' ? options.row : undefined;
  return (
    <Checkbox
      id={id}
      aria-label={row ? `${row} – ${HOLDER_TITLES[holder - 1]}` : undefined}
      label={row ? undefined : label}
      checked={value === true}
      disabled={disabled || readonly}
      onChange={(_, data) => onChange(data.checked === true)}
      onFocus={() => onFocus(id, value)}
      onBlur={() => onBlur(id, value)}
    />
  );
}

function HolderGrid({ id, value, label, hideLabel, disabled, readonly, schema, uiSchema, options, onChange }: WidgetProps) {
  const classes = useStyles();
  const rows = holderRowsOf(schema, uiSchema, label);
  const titles = strings(options.columnLabels) ?? HOLDER_TITLES;
  const columns = shownColumns(rows, uiSchema, options.holders);
  return (
    <Table id={id} size="small" aria-label={hideLabel ? label : undefined}>
      {!hideLabel && label && <caption className={classes.caption}>{label}</caption>}
      <TableHeader>
        <TableRow>
          <TableHeaderCell>
            <span className={classes.hidden}>Item</span>
          </TableHeaderCell>
          {columns.map((c) => (
            <TableHeaderCell key={c} className={classes.box}>
              {titles[c] ?? HOLDER_TITLES[c]}
            </TableHeaderCell>
          ))}
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
                  aria-label={`${row.label} – ${titles[c] ?? HOLDER_TITLES[c]}`}
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
