import type { ReactNode } from 'react';
import { Field, Text, makeStyles, tokens } from '@fluentui/react-components';
import { getTemplate, getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { useFieldErrors } from '../formErrors';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  description: { marginTop: 0, marginBottom: 0 },
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
  const wrap = (content: ReactNode) => (
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
      {help}
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
    <Field
      validationState={messages.length ? 'error' : 'none'}
      validationMessage={messages.length ? { role: undefined, children: messages.join(' ') } : undefined}
      required={required}
    >
      {children}
      {extras}
    </Field>,
  );
}
