import { MessageBar, MessageBarBody } from '@fluentui/react-components';

/**
 * The form's first error, above the form (compliance §6: "the first error is shown and nothing is
 * sent"). Announced as an alert; renders nothing when there is no error.
 */
export default function ErrorSummary({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <div role="alert">
      <MessageBar intent="error">
        <MessageBarBody>{message}</MessageBarBody>
      </MessageBar>
    </div>
  );
}
