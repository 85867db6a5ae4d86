import { cloneElement, useRef, type ReactElement, type ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { canExpand, getTemplate, getUiOptions, type FieldPathList, type ObjectFieldTemplateProps, type UiSchema } from '@rjsf/utils';
import { collapsedFields, disabledFields, expandedBy, flagsSetBy, layoutOf, type Block, type GridSpec } from './objectLayout';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  inline: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalS },
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase300, padding: 0, marginBottom: tokens.spacingVerticalS },
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalM },
  sectionTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightBase400 },
  caption: { captionSide: 'top', textAlign: 'start', fontWeight: tokens.fontWeightSemibold, paddingBottom: tokens.spacingVerticalS },
  cell: { width: '10rem', textAlign: 'center' },
  hiddenHeading: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

type ChangeHandler = (value: unknown, path: FieldPathList, errorSchema?: unknown, id?: string) => void;

/**
 * How an object's fields are laid out, with the ui.json conventions of the platform's forms:
 * `sections` (titled parts) and `grids` (holder tables of boolean fields) on the object, and on its
 * fields `expands` (a ticked checkbox reveals fields, unticking clears them), `disables` /
 * `disabledWhen` (an answer disables fields) and `sets` (a choice sets boolean flags). A nested object is a
 * fieldset with its title as legend; the root object draws no title (the screen has its heading).
 */
export default function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, uiSchema, formData, fieldPathId, registry, schema, disabled, readonly, onAddProperty } = props;
  const classes = useStyles();
  const ui = uiSchema as UiSchema | undefined;
  const data = (formData ?? undefined) as Record<string, unknown> | undefined;
  const names = properties.map((p) => p.name);
  const collapsed = collapsedFields(ui, names, data);
  const disabledByAnswer = disabledFields(ui, names, data);
  const uiOptions = getUiOptions(uiSchema);
  const isRoot = fieldPathId.path.length === 0;
  // A list item's object gets RJSF's made-up title ('Holders-1'); its heading, if any, is the
  // item's (ArrayFieldItemTemplate's holderTitles), so only a title the schema or ui.json gives is drawn.
  const isListItem = typeof fieldPathId.path[fieldPathId.path.length - 1] === 'number';
  const legend = isListItem ? (typeof uiOptions.title === 'string' ? uiOptions.title : schema.title) : title;
  // RJSF re-renders a field only when its data changes (functions compare equal), so a handler
  // reads the object's answers from here rather than from the render it was made in.
  const latest = useRef(data);
  latest.current = data;

  const contentOf = (name: string): ReactElement | null => {
    const property = properties.find((p) => p.name === name);
    if (!property || collapsed.has(name)) return null;
    const element = property.content as ReactElement<{ onChange: ChangeHandler; disabled?: boolean }>;
    const fieldUi = ui?.[name] as UiSchema | undefined;
    const onChange = element.props.onChange;
    const at = (field: string): FieldPathList => [...fieldPathId.path, field];
    const overrides: { onChange?: ChangeHandler; disabled?: boolean } = {};
    if (disabledByAnswer.has(name)) overrides.disabled = true;
    const sets = flagsSetBy(fieldUi, undefined);
    const expands = expandedBy(ui, name);
    if (sets.length || expands.length) {
      overrides.onChange = (value, path, errorSchema, id) => {
        onChange(value, path, errorSchema, id);
        for (const [flag, on] of flagsSetBy(fieldUi, value)) onChange(on, at(flag));
        // Unticking a checkbox clears what it revealed, so no hidden answer is sent.
        if (value !== true) for (const f of expands) if (latest.current?.[f] !== undefined) onChange(undefined, at(f));
      };
    }
    return Object.keys(overrides).length ? cloneElement(element, overrides) : element;
  };

  const grid = (id: string, spec: GridSpec): ReactNode => {
    const columns = spec.columns ?? ['Account Holder 1', 'Account Holder 2'];
    const rows = spec.rows.filter((row) => row.fields.some((f) => names.includes(f) && !collapsed.has(f)));
    // A column whose every field is hidden (a single-holder account) is left out.
    const shown = columns.map((_, i) => rows.some((row) => {
      const f = row.fields[i];
      return f && names.includes(f) && !properties.find((p) => p.name === f)?.hidden;
    }));
    return (
      <Table key={`grid:${id}`} size="small">
        {spec.title && <caption className={classes.caption}>{spec.title}</caption>}
        <TableHeader>
          <TableRow>
            <TableHeaderCell><span className={classes.hiddenHeading}>Item</span></TableHeaderCell>
            {columns.map((c, i) => shown[i] && <TableHeaderCell key={c} className={classes.cell}>{c}</TableHeaderCell>)}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.label}>
              <TableCell>{row.label}</TableCell>
              {columns.map((c, i) => shown[i] && <TableCell key={c} className={classes.cell}>{row.fields[i] ? contentOf(row.fields[i]) : null}</TableCell>)}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  };

  const render = (blocks: Block[]): ReactNode[] => blocks.map((block) => {
    if (block.kind === 'field') {
      const content = contentOf(block.name);
      return content && <div key={block.name} style={properties.find((p) => p.name === block.name)?.hidden ? { display: 'none' } : undefined}>{content}</div>;
    }
    if (block.kind === 'grid') return grid(block.id, block.spec);
    const inner = render(block.blocks).filter(Boolean);
    if (inner.length === 0) return null;
    return (
      <section key={`section:${block.spec.title ?? ''}`} className={classes.section} aria-label={block.spec.title}>
        {block.spec.title && <h3 className={classes.sectionTitle}>{block.spec.title}</h3>}
        {block.spec.description && <Text as="p" block>{block.spec.description}</Text>}
        {inner}
      </section>
    );
  });

  const body = (
    <div className={uiOptions.inline ? classes.inline : classes.stack}>
      {render(layoutOf(ui, names))}
      {canExpand(schema, uiSchema, formData) && (() => {
        const { AddButton } = registry.templates.ButtonTemplates;
        return <AddButton className="rjsf-object-property-expand" onClick={onAddProperty} disabled={disabled || readonly} uiSchema={uiSchema} registry={registry} />;
      })()}
    </div>
  );
  if (isRoot) return body;
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, uiOptions);
  return (
    <fieldset className={classes.fieldset}>
      {legend && <legend className={classes.legend}>{legend}</legend>}
      {description && <DescriptionFieldTemplate id={`${fieldPathId.$id}__description`} description={description} schema={schema} uiSchema={uiSchema} registry={registry} />}
      {body}
    </fieldset>
  );
}
