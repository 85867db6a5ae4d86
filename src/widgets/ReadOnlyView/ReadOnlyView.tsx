import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { collapsedFields } from '../ObjectFieldTemplate/objectLayout';
import { displayValue } from './displayValue';

const useStyles = makeStyles({
  header: { display: 'flex', justifyContent: 'flex-end', marginBottom: tokens.spacingVerticalS },
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(10rem, 1fr) 2fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
  detail: { margin: 0, overflowWrap: 'anywhere' },
  group: { gridColumn: '1 / -1', marginTop: tokens.spacingVerticalS },
  groupTitle: { fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalXS },
  item: { marginBottom: tokens.spacingVerticalS },
});

/**
 * Property names in form order (`ui:order` first, then the schema's order), without the hidden ones
 * and those an unticked checkbox keeps collapsed (`ui:options.expands`): the view shows what the form does.
 */
function fieldNames(schema: RJSFSchema, ui: UiSchema | undefined, value: Record<string, unknown> | undefined): string[] {
  const properties = Object.keys(schema.properties ?? {});
  const order = Array.isArray(ui?.['ui:order']) ? ui['ui:order'].filter((k) => k !== '*' && properties.includes(k)) : [];
  const names = [...order, ...properties.filter((p) => !order.includes(p))];
  const collapsed = collapsedFields(ui, names, value);
  return names.filter((p) => (ui?.[p] as UiSchema | undefined)?.['ui:widget'] !== 'hidden' && !collapsed.has(p));
}

function labelOf(name: string, schema: RJSFSchema, ui: UiSchema | undefined): string {
  const title = ui?.['ui:title'] ?? (ui?.['ui:options'] as { title?: string } | undefined)?.title ?? schema.title;
  return typeof title === 'string' ? title : name;
}

function Entries({ schema, ui, value }: { schema: RJSFSchema; ui: UiSchema | undefined; value: Record<string, unknown> | undefined }) {
  const classes = useStyles();
  return (
    <dl className={classes.list}>
      {fieldNames(schema, ui, value).map((name) => {
        const fieldSchema = (schema.properties?.[name] ?? {}) as RJSFSchema;
        const fieldUi = ui?.[name] as UiSchema | undefined;
        const label = labelOf(name, fieldSchema, fieldUi);
        const fieldValue = value?.[name];
        if (fieldSchema.type === 'object' && typeof fieldUi?.['ui:widget'] !== 'string') {
          return (
            <div key={name} className={classes.group}>
              <dt className={classes.groupTitle}>{label}</dt>
              <dd className={classes.detail}>
                <Entries schema={fieldSchema} ui={fieldUi} value={fieldValue as Record<string, unknown> | undefined} />
              </dd>
            </div>
          );
        }
        const items = fieldSchema.items as RJSFSchema | undefined;
        if (fieldSchema.type === 'array' && items?.type === 'object' && Array.isArray(fieldValue) && fieldValue.length > 0) {
          // A list of objects (the sources of wealth, say): one titled group per item, as the form shows them.
          const titles = (fieldUi?.['ui:options'] as { holderTitles?: unknown } | undefined)?.holderTitles;
          return (
            <div key={name} className={classes.group}>
              <dt className={classes.groupTitle}>{label}</dt>
              <dd className={classes.detail}>
                {fieldValue.map((item, i) => (
                  <div key={i} className={classes.item}>
                    <div className={classes.groupTitle}>
                      {Array.isArray(titles) && typeof titles[i] === 'string' ? titles[i] : `${label} ${i + 1}`}
                    </div>
                    <Entries schema={items} ui={fieldUi?.items as UiSchema | undefined} value={item as Record<string, unknown>} />
                  </div>
                ))}
              </dd>
            </div>
          );
        }
        return (
          <div key={name} style={{ display: 'contents' }}>
            <dt className={classes.term}>{label}</dt>
            <dd className={classes.detail}>{displayValue(fieldSchema, fieldUi, fieldValue, label)}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * A form's answers as text — the "view first, then edit" mode. The caller supplies the Edit
 * affordance (a button that switches its form back to editing), shown above the answers.
 */
export default function ReadOnlyView({
  schema,
  uiSchema,
  formData,
  editAction,
}: {
  schema: RJSFSchema;
  uiSchema: UiSchema | undefined;
  formData: Record<string, unknown> | undefined;
  editAction?: ReactNode;
}) {
  const classes = useStyles();
  return (
    <section aria-label={typeof schema.title === 'string' ? schema.title : undefined}>
      {editAction && <div className={classes.header}>{editAction}</div>}
      <Entries schema={schema} ui={uiSchema} value={formData} />
    </section>
  );
}
