import type { WidgetProps } from '@rjsf/utils';
import SelectWidget from '../SelectWidget/SelectWidget';

/**
 * A select whose options are a reference list the screen loaded (due-diligence metadata, providers),
 * named by `ui:options.referenceData` and handed to TesseraForm as `referenceData`. Without the
 * list it offers what the schema enumerates, if anything.
 */
export default function ReferenceSelectWidget(props: WidgetProps) {
  return <SelectWidget {...props} />;
}
