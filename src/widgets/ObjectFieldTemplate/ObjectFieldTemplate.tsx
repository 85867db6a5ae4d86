import { cloneElement, isValidElement, memo, useMemo, useRef, type ReactElement, type ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { canExpand, getTemplate, getUiOptions, type FieldPathList, type ObjectFieldTemplateProps, type UiSchema } from '@rjsf/utils';
import { plainConditions } from '@/engine/flows/ConditionEvaluator';
import { SHOW_WHEN, hiddenByShowWhen } from '@/engine/forms/hiddenByShowWhen';
import type { TesseraFormContext } from '../referenceData';
import { collapsedFields, disabledFields, expandedBy, flagsSetBy, layoutOf, type Block, type GridSpec } from './objectLayout';
import { ReferenceGuide } from '../ReferenceGuide/ReferenceGuide';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  inline: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalS },
  // A nested object off screen is not laid out or painted until it comes near the viewport
  // (content-visibility: auto; it stays in the accessibility tree, and focus or find-in-page draw it):
  // opening a long form lays out its first screens, and a keystroke re-lays out what is on screen.
  // Its size is remembered once drawn (contain-intrinsic-size: auto), so the page does not jump.
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0, contentVisibility: 'auto', containIntrinsicSize: 'auto 600px' },
  legend: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase300, padding: 0, marginBottom: tokens.spacingVerticalS },
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalM },
  sectionTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase400,
  },
  caption: { captionSide: 'top', textAlign: 'start', fontWeight: tokens.fontWeightSemibold, paddingBottom: tokens.spacingVerticalS },
  cell: { width: '10rem', textAlign: 'center' },
  hiddenHeading: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

type ChangeHandler = (value: unknown, path: FieldPathList, errorSchema?: unknown, id?: string) => void;

/** One style object for hidden fields, so their wrappers keep equal props. */
const HIDDEN = { display: 'none' } as const;

type Cell = ReactElement | null;

function shallowEqualProps(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
}

/**
 * Whether two field elements would draw the same: the same component with equal props. The fields
 * are memoised on their props, so a wrapper around an unchanged field need not be drawn either —
 * on a keystroke only the changed field's wrapper is (not one host element per field of the object).
 */
function sameElement(a: Cell, b: Cell): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.type === b.type && a.key === b.key && shallowEqualProps(a.props as Record<string, unknown>, b.props as Record<string, unknown>);
}

/** One field of the layout in its wrapper (hidden fields stay mounted, undisplayed). */
const FieldSlot = memo(
  function FieldSlot({ content, hidden }: { content: ReactElement; hidden: boolean }) {
    return <div style={hidden ? HIDDEN : undefined}>{content}</div>;
  },
  (a, b) => a.hidden === b.hidden && sameElement(a.content, b.content),
);

interface GridProps {
  title?: string;
  /** The holder columns shown. */
  columns: string[];
  rows: Array<{ label: string; cells: Cell[] }>;
  classes: { caption: string; cell: string; hiddenHeading: string };
}

function sameGrid(a: GridProps, b: GridProps): boolean {
  return (
    a.title === b.title &&
    a.classes.caption === b.classes.caption &&
    a.classes.cell === b.classes.cell &&
    a.classes.hiddenHeading === b.classes.hiddenHeading &&
    a.columns.length === b.columns.length &&
    a.columns.every((c, i) => c === b.columns[i]) &&
    a.rows.length === b.rows.length &&
    a.rows.every(
      (r, i) =>
        r.label === b.rows[i].label &&
        r.cells.length === b.rows[i].cells.length &&
        r.cells.every((c, j) => sameElement(c, b.rows[i].cells[j])),
    )
  );
}

/** A holder grid: one row per question, one column per account holder, a field per cell. */
const HolderGridTable = memo(function HolderGridTable({ title, columns, rows, classes }: GridProps) {
  return (
    <Table size="small">
      {title && <caption className={classes.caption}>{title}</caption>}
      <TableHeader>
        <TableRow>
          <TableHeaderCell>
            <span className={classes.hiddenHeading}>Item</span>
          </TableHeaderCell>
          {columns.map((c) => (
            <TableHeaderCell key={c} className={classes.cell}>
              {c}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.label}>
            <TableCell>{row.label}</TableCell>
            {row.cells.map((cell, i) => (
              <TableCell key={columns[i]} className={classes.cell}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}, sameGrid);

interface SectionProps {
  title?: string;
  description?: string;
  guide?: string;
  classes: { section: string; sectionTitle: string };
  /** The section's blocks: field slots, grids and sections. */
  blocks: ReactNode[];
}

/** Whether two blocks of a layout would draw the same (a field slot, a grid or a section). */
function sameBlock(a: ReactNode, b: ReactNode): boolean {
  if (a === b) return true;
  if (!isValidElement(a) || !isValidElement(b) || a.type !== b.type || a.key !== b.key) return false;
  const pa = a.props as Record<string, unknown>;
  const pb = b.props as Record<string, unknown>;
  if (a.type === FieldSlot) return pa.hidden === pb.hidden && sameElement(pa.content as Cell, pb.content as Cell);
  if (a.type === HolderGridTable) return sameGrid(pa as unknown as GridProps, pb as unknown as GridProps);
  if (a.type === SectionBlock) return sameSection(pa as unknown as SectionProps, pb as unknown as SectionProps);
  return sameElement(a as Cell, b as Cell);
}

function sameSection(a: SectionProps, b: SectionProps): boolean {
  return (
    a.title === b.title &&
    a.description === b.description &&
    a.guide === b.guide &&
    a.classes.section === b.classes.section &&
    a.classes.sectionTitle === b.classes.sectionTitle &&
    a.blocks.length === b.blocks.length &&
    a.blocks.every((block, i) => sameBlock(block, b.blocks[i]))
  );
}

/**
 * A titled part of an object's layout. Memoised like the field slots: on a keystroke only the
 * section holding the changed field is drawn again, not every section of the object.
 */
const SectionBlock = memo(function SectionBlock({ title, description, guide, classes, blocks }: SectionProps) {
  return (
    <section className={classes.section} aria-label={title}>
      {title && <h3 className={classes.sectionTitle}>{title}</h3>}
      {description && (
        <Text as="p" block>
          {description}
        </Text>
      )}
      {guide && <ReferenceGuide guide={guide} />}
      {blocks}
    </section>
  );
}, sameSection);

/**
 * How an object's fields are laid out, with the ui.json conventions of the platform's forms:
 * `sections` (titled parts) and `grids` (holder tables of boolean fields) on the object, and on its
 * fields `expands` (a ticked checkbox reveals fields, unticking clears them), `ui:showWhen` (a
 * condition over the object's answers shows the field; an answer that hides it clears it), `disables` /
 * `disabledWhen` (an answer disables fields) and `sets` (a choice sets boolean flags). A nested object is a
 * fieldset with its title as legend; the root object draws no title (the screen has its heading).
 */
export default function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, uiSchema, formData, fieldPathId, registry, schema, disabled, readonly, onAddProperty } = props;
  const classes = useStyles();
  const ui = uiSchema as UiSchema | undefined;
  const data = (formData ?? undefined) as Record<string, unknown> | undefined;
  const names = properties.map((p) => p.name);
  const namesKey = names.join('\u0000');
  const byName = new Map(properties.map((p) => [p.name, p]));
  // Outside a TesseraForm (no registry's evaluator) only plain `ui:showWhen`s can be answered.
  const conditions = (registry.formContext as TesseraFormContext | undefined)?.conditions ?? plainConditions;
  // Collapsed: under an unticked `expands` checkbox, or hidden by the field's `ui:showWhen`.
  const collapsed = collapsedFields(ui, names, data);
  for (const name of hiddenByShowWhen(ui, names, data, conditions)) collapsed.add(name);
  const showWhenFields = names.filter((n) => !!(ui?.[n] as UiSchema | undefined)?.[SHOW_WHEN]);
  const disabledByAnswer = disabledFields(ui, names, data);
  const uiOptions = getUiOptions(uiSchema);
  const isRoot = fieldPathId.path.length === 0;
  // A list item's object gets RJSF's made-up title ('Holders-1'); its heading, if any, is the
  // item's (ArrayFieldItemTemplate's holderTitles), so only a title the schema or ui.json gives is drawn.
  const isListItem = typeof fieldPathId.path[fieldPathId.path.length - 1] === 'number';
  const legend = isListItem ? (typeof uiOptions.title === 'string' ? uiOptions.title : schema.title) : title;
  // The layout depends on the uiSchema and the names only: worked out once, not on every keystroke.
  const blocks = useMemo(() => layoutOf(ui, namesKey ? namesKey.split('\u0000') : []), [ui, namesKey]);
  // RJSF re-renders a field only when its data changes (functions compare equal), so a handler
  // reads the object's answers (and the field's own handler) from here rather than from the render
  // it was made in; one handler per field, so memoised fields keep equal props.
  const live = useRef({
    data,
    ui,
    conditions,
    path: fieldPathId.path,
    originals: new Map<string, ChangeHandler>(),
    handlers: new Map<string, ChangeHandler>(),
  });
  live.current.data = data;
  live.current.ui = ui;
  live.current.conditions = conditions;
  live.current.path = fieldPathId.path;

  /** The handler of a field that sets flags or reveals fields: its own change, then what it sets or clears. */
  const handlerOf = (name: string): ChangeHandler => {
    let handler = live.current.handlers.get(name);
    if (!handler) {
      handler = (value, path, errorSchema, id) => {
        const { ui: uiNow, path: base, data: answers, conditions: conditionsNow, originals } = live.current;
        const onChange = originals.get(name)!;
        const at = (field: string): FieldPathList => [...base, field];
        onChange(value, path, errorSchema, id);
        for (const [flag, on] of flagsSetBy(uiNow?.[name] as UiSchema | undefined, value)) onChange(on, at(flag));
        // Unticking a checkbox clears what it revealed, so no hidden answer is sent.
        if (value !== true) for (const f of expandedBy(uiNow, name)) if (answers?.[f] !== undefined) onChange(undefined, at(f));
        // Likewise an answer that hides a field by its `ui:showWhen` clears that field's answer.
        if (path?.length === base.length + 1) {
          const next = { ...answers, [name]: value };
          for (const f of hiddenByShowWhen(uiNow, Object.keys(uiNow ?? {}), next, conditionsNow))
            if (f !== name && answers?.[f] !== undefined) onChange(undefined, at(f));
        }
      };
      live.current.handlers.set(name, handler);
    }
    return handler;
  };

  const contentOf = (name: string): ReactElement | null => {
    const property = byName.get(name);
    if (!property || collapsed.has(name)) return null;
    const element = property.content as ReactElement<{ onChange: ChangeHandler; disabled?: boolean }>;
    const fieldUi = ui?.[name] as UiSchema | undefined;
    const overrides: { onChange?: ChangeHandler; disabled?: boolean } = {};
    if (disabledByAnswer.has(name)) overrides.disabled = true;
    if (flagsSetBy(fieldUi, undefined).length || expandedBy(ui, name).length || showWhenFields.length) {
      live.current.originals.set(name, element.props.onChange);
      overrides.onChange = handlerOf(name);
    }
    return Object.keys(overrides).length ? cloneElement(element, overrides) : element;
  };

  const grid = (id: string, spec: GridSpec): ReactNode => {
    const columns = spec.columns ?? ['Account Holder 1', 'Account Holder 2'];
    const rows = spec.rows.filter((row) => row.fields.some((f) => byName.has(f) && !collapsed.has(f)));
    // A column whose every field is hidden (a single-holder account) is left out.
    const shown = columns.map((_, i) =>
      rows.some((row) => {
        const f = row.fields[i];
        return f && byName.has(f) && !byName.get(f)?.hidden;
      }),
    );
    const shownColumns = columns.filter((_, i) => shown[i]);
    const gridRows = rows.map((row) => ({
      label: row.label,
      cells: columns.flatMap((_, i) => (shown[i] ? [row.fields[i] ? contentOf(row.fields[i]) : null] : [])),
    }));
    return <HolderGridTable key={`grid:${id}`} title={spec.title} columns={shownColumns} rows={gridRows} classes={classes} />;
  };

  const render = (blocks: Block[]): ReactNode[] =>
    blocks.map((block) => {
      if (block.kind === 'field') {
        const content = contentOf(block.name);
        return content && <FieldSlot key={block.name} content={content} hidden={!!byName.get(block.name)?.hidden} />;
      }
      if (block.kind === 'grid') return grid(block.id, block.spec);
      const inner = render(block.blocks).filter(Boolean);
      if (inner.length === 0) return null;
      return (
        <SectionBlock
          key={`section:${block.spec.title ?? ''}`}
          title={block.spec.title}
          description={block.spec.description}
          guide={block.spec.guide}
          classes={classes}
          blocks={inner}
        />
      );
    });

  const body = (
    <div className={uiOptions.inline ? classes.inline : classes.stack}>
      {render(blocks)}
      {canExpand(schema, uiSchema, formData) &&
        (() => {
          const { AddButton } = registry.templates.ButtonTemplates;
          return (
            <AddButton
              className="rjsf-object-property-expand"
              onClick={onAddProperty}
              disabled={disabled || readonly}
              uiSchema={uiSchema}
              registry={registry}
            />
          );
        })()}
    </div>
  );
  if (isRoot) return body;
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, uiOptions);
  return (
    <fieldset className={classes.fieldset}>
      {legend && <legend className={classes.legend}>{legend}</legend>}
      {description && (
        <DescriptionFieldTemplate
          id={`${fieldPathId.$id}__description`}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {body}
    </fieldset>
  );
}
