import { memo, type ComponentType } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { buttonId, getTemplate, getUiOptions, type ArrayFieldTemplateProps, type IconButtonProps } from '@rjsf/utils';
import { ReferenceGuide } from '../ReferenceGuide/ReferenceGuide';

const useStyles = makeStyles({
  fieldset: {
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, padding: 0, marginBottom: tokens.spacingVerticalS },
  add: { display: 'flex', justifyContent: 'flex-end' },
});

type AddButtonType = ComponentType<IconButtonProps>;
const memoised = new WeakMap<AddButtonType, AddButtonType>();

/** The theme's add button, memoised: typing in an item does not draw it again. */
function memoAddButton(button: AddButtonType): AddButtonType {
  let m = memoised.get(button);
  if (!m) memoised.set(button, (m = memo(button) as unknown as AddButtonType));
  return m;
}

/** A number from ui:options, or undefined. */
const count = (value: unknown): number | undefined => (typeof value === 'number' && value >= 0 ? value : undefined);

/**
 * A list of items (account holders, trustees, sources of funds) as a fieldset. `ui:options.maxHolders`
 * stops adding at that many items (a single-holder account adds no second holder), on top of the
 * schema's own `maxItems` and `ui:options.addable`.
 */
export default function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, uiSchema, items, optionalDataControl, onAddClick, registry, required, schema, title } =
    props;
  const classes = useStyles();
  const uiOptions = getUiOptions(uiSchema);
  const DescriptionTemplate = getTemplate('ArrayFieldDescriptionTemplate', registry, uiOptions);
  const AddButton = memoAddButton(registry.templates.ButtonTemplates.AddButton);
  const max = count(uiOptions.maxHolders);
  const label = uiOptions.title || title;
  return (
    <fieldset className={classes.fieldset}>
      {label && (
        <legend className={classes.legend}>
          {label}
          {required ? ' *' : ''}
        </legend>
      )}
      {uiOptions.description && (
        <DescriptionTemplate
          fieldPathId={fieldPathId}
          description={uiOptions.description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      <ReferenceGuide guide={uiOptions.guide} />
      {optionalDataControl}
      {items}
      {canAdd && (max === undefined || items.length < max) && (
        <div className={classes.add}>
          <AddButton
            id={buttonId(fieldPathId, 'add')}
            className="rjsf-array-item-add"
            onClick={onAddClick}
            disabled={disabled || readonly}
            uiSchema={uiSchema}
            registry={registry}
          />
        </div>
      )}
    </fieldset>
  );
}
