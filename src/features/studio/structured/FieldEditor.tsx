// The structured editor's editing groups for the one field chosen in the picker.
import { Text } from '@fluentui/react-components';
import { BoundsSection } from './BoundsSection';
import { NUMBER_BOUNDS, TEXT_BOUNDS, optionsOf, pathOf, typesOf } from './fieldFacts';
import { HelpTextSection, LabelSection } from './LabelHelpSections';
import { MessagesSection } from './MessagesSection';
import { OptionsSection } from './OptionsSection';
import { RequiredSection } from './RequiredSection';
import { useStyles } from './styles';
import type { FieldEditorProps } from './types';

/** Shows the groups that apply to the field: bounds for numbers and text, options for choices. */
export function FieldEditor(props: FieldEditorProps) {
  const { field } = props;
  const classes = useStyles();
  const types = typesOf(field.schema);
  const numeric = types.includes('number') || types.includes('integer');
  const bounds = numeric ? NUMBER_BOUNDS : types.includes('string') ? TEXT_BOUNDS : [];
  const options = optionsOf(field);

  return (
    <>
      <Text className={classes.code}>{`Editing ${pathOf(field)} (${field.name})`}</Text>
      <LabelSection {...props} />
      <HelpTextSection {...props} />
      {field.required !== undefined && <RequiredSection {...props} />}
      {bounds.length > 0 && <BoundsSection {...props} bounds={bounds} numeric={numeric} />}
      {options && <OptionsSection {...props} options={options} numeric={numeric} />}
      <MessagesSection {...props} />
    </>
  );
}
