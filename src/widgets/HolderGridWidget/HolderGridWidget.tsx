import { Checkbox, Input, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { holderRowGroupsOf, holderRowsOf, readPath, remarksRowsOf, toggleHolderRow, writePath, writeRowRemarks } from './holderRows';

const useStyles = makeStyles({
  caption: { captionSide: 'top', textAlign: 'start', fontWeight: tokens.fontWeightSemibold, paddingBottom: tokens.spacingVerticalS },
  group: { fontWeight: tokens.fontWeightSemibold, backgroundColor: tokens.colorNeutralBackground3 },
  box: { width: '10rem', textAlign: 'center' },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

const HOLDER_TITLES = ['Account Holder 1', 'Account Holder 2'];
const HOLDER_FIELDS = ['FirstHolder', 'SecondHolder'];
type Item = Record<string, unknown>;

function strings(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : undefined;
}

/**
 * Tables of checkbox rows with one column per account holder (compliance §2: previous experience,
 * remarks, client instruction). One widget for the three shapes the forms use:
 * - an array of `{<rowField>, FirstHolder, SecondHolder}` rows (`ui:options`: `rowField`, `columns`,
 *   `columnTitles`, `sections` of row codes with `exclusive`, `remarksField`);
 * - an object: a `{FirstHolder, SecondHolder}` pair, an object of such pairs, or boolean properties
 *   paired by `ui:options.rows` (`holders: 1` shows only the first column, `columnLabels` renames);
 * - a boolean: one box of a grid laid out by the object's `ui:options.grids` (`row`, `holder`).
 */
export default function HolderGridWidget(props: WidgetProps) {
  const { schema } = props;
  if (schema.type === 'boolean') return <HolderBox {...props} />;
  if (schema.type === 'array') return <HolderArrayGrid {...props} />;
  return <HolderObjectGrid {...props} />;
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

function HolderObjectGrid({ id, value, label, hideLabel, disabled, readonly, schema, uiSchema, options, onChange }: WidgetProps) {
  const classes = useStyles();
  const rows = holderRowsOf(schema, uiSchema, label);
  const titles = strings(options.columnLabels) ?? strings(options.columnTitles) ?? HOLDER_TITLES;
  const columns = [0, 1].slice(0, options.holders === 1 ? 1 : 2);
  return (
    <Table id={id} size="small" aria-label={hideLabel ? label : undefined}>
      {!hideLabel && label && <caption className={classes.caption}>{label}</caption>}
      <TableHeader>
        <TableRow>
          <TableHeaderCell><span className={classes.hidden}>Item</span></TableHeaderCell>
          {columns.map((c) => <TableHeaderCell key={c} className={classes.box}>{titles[c] ?? HOLDER_TITLES[c]}</TableHeaderCell>)}
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

function HolderArrayGrid({ id, value, label, hideLabel, disabled, readonly, schema, options, onChange }: WidgetProps) {
  const classes = useStyles();
  const items = (Array.isArray(value) ? value : []) as Item[];
  const itemSchema = schema.items as RJSFSchema | undefined;
  const rowField = typeof options.rowField === 'string' ? options.rowField : 'Id';
  const columns = strings(options.columns) ?? HOLDER_FIELDS;
  const titles = strings(options.columnTitles) ?? columns.map((_, i) => HOLDER_TITLES[i] ?? `Account Holder ${i + 1}`);
  const remarksField = typeof options.remarksField === 'string' ? options.remarksField : undefined;
  const remarksRows = remarksField ? remarksRowsOf(itemSchema, rowField, options.remarksRows) : [];
  const groups = holderRowGroupsOf(itemSchema, options as Parameters<typeof holderRowGroupsOf>[1]);
  const itemOf = (code: unknown) => items.find((item) => item[rowField] === code);
  const locked = disabled || readonly;

  return (
    <Table id={id} size="small" aria-label={hideLabel ? label : undefined}>
      {!hideLabel && label && <caption className={classes.caption}>{label}</caption>}
      <TableHeader>
        <TableRow>
          <TableHeaderCell><span className={classes.hidden}>Item</span></TableHeaderCell>
          {titles.map((t) => <TableHeaderCell key={t} className={classes.box}>{t}</TableHeaderCell>)}
        </TableRow>
      </TableHeader>
      <TableBody>
        {groups.flatMap((group, g) => {
          const codes = group.rows.map((r) => r.code);
          const header = group.title
            ? [<TableRow key={`group-${g}`}><TableCell className={classes.group} colSpan={columns.length + 1}>{group.title}</TableCell></TableRow>]
            : [];
          return [
            ...header,
            ...group.rows.flatMap((row) => {
              const item = itemOf(row.code);
              const ticked = columns.some((c) => item?.[c] === true);
              const remarks = remarksField && remarksRows.includes(row.code) && ticked
                ? [(
                  <TableRow key={`${String(row.code)}-remarks`}>
                    <TableCell colSpan={columns.length + 1}>
                      <Input
                        id={`${id}__${String(row.code)}__remarks`}
                        aria-label={`${row.label} – remarks`}
                        placeholder="Please name them"
                        value={typeof item?.[remarksField] === 'string' ? String(item[remarksField]) : ''}
                        disabled={locked}
                        onChange={(_, data) => onChange(writeRowRemarks(items, rowField, row.code, remarksField, data.value))}
                      />
                    </TableCell>
                  </TableRow>
                )]
                : [];
              return [
                <TableRow key={String(row.code)}>
                  <TableCell>{row.label}</TableCell>
                  {columns.map((column, c) => (
                    <TableCell key={column} className={classes.box}>
                      <Checkbox
                        id={`${id}__${String(row.code)}__${column}`}
                        aria-label={`${row.label} – ${titles[c]}`}
                        checked={item?.[column] === true}
                        disabled={locked}
                        onChange={(_, data) => onChange(toggleHolderRow(items, rowField, row.code, column, data.checked === true, group.exclusive ? codes : []))}
                      />
                    </TableCell>
                  ))}
                </TableRow>,
                ...remarks,
              ];
            }),
          ];
        })}
      </TableBody>
    </Table>
  );
}
