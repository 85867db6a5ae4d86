import type { WidgetProps } from '@rjsf/utils';
import PercentageChoiceWidget from '@/widgets/PercentageChoiceWidget/PercentageChoiceWidget';

/**
 * A fee choice offering only the values of its list for the answers so far (portal-shell §5 — e.g.
 * 0% to 5% for Instant Access, 1% to 10% for a Term Account): the schema's options filtered by
 * `ui:options.allowedValues`, drawn by the platform's percentage widget.
 */
export default function FeeChoiceWidget(props: WidgetProps) {
  const allowed = props.options.allowedValues as number[] | undefined;
  const enumOptions = allowed
    ? (props.options.enumOptions ?? []).filter((o) => allowed.includes(o.value as number))
    : props.options.enumOptions;
  return <PercentageChoiceWidget {...props} options={{ ...props.options, enumOptions }} />;
}
