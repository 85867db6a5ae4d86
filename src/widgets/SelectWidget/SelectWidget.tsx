import { Widgets } from '@rjsf/fluentui-rc';
import type { WidgetProps } from '@rjsf/utils';
import { useFieldErrors } from '../formErrors';
import { referenceOptions, type TesseraFormContext } from '../referenceData';

const FluentSelectWidget = Widgets.SelectWidget;

/**
 * The Fluent theme's dropdown, with two additions: its options may come from a reference list of
 * the form context (`ui:options.referenceData`), and its error state is the one TesseraForm shows
 * (so it clears when the scoped re-validation clears the field) rather than RJSF's last submit's.
 */
export default function SelectWidget(props: WidgetProps) {
  const messages = useFieldErrors(props.id);
  const listed = referenceOptions(props.registry.formContext as TesseraFormContext | undefined, props.options.referenceData);
  const options = listed ? { ...props.options, enumOptions: listed } : props.options;
  return <FluentSelectWidget {...props} options={options} rawErrors={[...messages]} />;
}
