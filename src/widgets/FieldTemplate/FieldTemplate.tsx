import type { ReactNode } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { ADDITIONAL_PROPERTY_FLAG, getTemplate, getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { FieldFrame } from '../FieldFrame/FieldFrame';
import { useFieldErrors } from '../formErrors';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  description: { marginTop: 0, marginBottom: 0 },
  // As the Fluent theme's WrapIfAdditionalTemplate gives a field that is not an object or array.
  grow: { flexGrow: 1 },
});

/**
 * Every field's frame: the field, its description, its help and — under it — the errors the form
 * shows for it. The errors come from TesseraForm (the engine's verdict, scoped after a failed
 * submit), not from RJSF's own error state, which only holds the last submit's. Only the summary
 * above the form is announced (role=alert); the message here is tied to the control by Fluent's Field.
 */
export default function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    children,
    classNames,
    style,
    disabled,
    displayLabel,
    hidden,
    label,
    onKeyRename,
    onKeyRenameBlur,
    onRemoveProperty,
    readonly,
    required,
    help,
    description,
    rawDescription,
    schema,
    uiSchema,
    registry,
  } = props;
  const classes = useStyles();
  const uiOptions = getUiOptions(uiSchema);
  const drawsObject = schema.type === 'object' || schema.type === 'array';
  const messages = useFieldErrors(id, drawsObject && typeof uiOptions.widget === 'string');
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, uiOptions);

  if (hidden) return <div style={{ display: 'none' }}>{children}</div>;
  // A property of `additionalProperties` (a key the user names) is wrapped by the theme's template with
  // its key and remove button; any other field gets the template's plain wrapper, drawn here (the same
  // element and classes) without mounting the template and its styles for each field.
  const additional = ADDITIONAL_PROPERTY_FLAG in schema;
  const wrap = (content: ReactNode) =>
    !additional ? (
      <div className={drawsObject ? classNames : `${classes.grow} ${classNames}`} style={style}>
        {content}
      </div>
    ) : (
      <WrapIfAdditionalTemplate
        classNames={classNames}
        style={style}
        disabled={disabled}
        id={id}
        label={label}
        displayLabel={displayLabel}
        rawDescription={rawDescription}
        onKeyRename={onKeyRename}
        onKeyRenameBlur={onKeyRenameBlur}
        onRemoveProperty={onRemoveProperty}
        readonly={readonly}
        required={required}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
      >
        {content}
      </WrapIfAdditionalTemplate>
    );
  const extras = (
    <>
      {displayLabel && rawDescription && uiOptions.widget !== 'checkbox' ? (
        <Text as="p" block className={classes.description}>
          {description}
        </Text>
      ) : null}
      {/* RJSF's help template draws nothing without `ui:help`: not mounted then (one component fewer per field). */}
      {getUiOptions(uiSchema, registry.globalUiOptions).help ? help : null}
    </>
  );
  // An object drawn field by field is a group, not one control: its parts carry their own Field.
  if (drawsObject && typeof uiOptions.widget !== 'string' && messages.length === 0) {
    return wrap(
      <div className={classes.group}>
        {children}
        {extras}
      </div>,
    );
  }
  return wrap(
    <FieldFrame
      validationState={messages.length ? 'error' : 'none'}
      validationMessage={messages.length ? messages.join(' ') : undefined}
      required={required}
    >
      {children}
      {extras}
    </FieldFrame>,
  );
}
