import { Widgets } from '@rjsf/fluentui-rc';
import type { WidgetProps } from '@rjsf/utils';
import { useFieldErrors } from '../formErrors';

const FluentSelectWidget = Widgets.SelectWidget;

/**
 * The Fluent theme's dropdown, told the errors TesseraForm shows for it rather than RJSF's last
 * submit's, so its error state clears when the scoped re-validation clears the field.
 */
export default function SelectWidget(props: WidgetProps) {
  const messages = useFieldErrors(props.id);
  return <FluentSelectWidget {...props} rawErrors={[...messages]} />;
}
