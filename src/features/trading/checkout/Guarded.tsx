import { Button, Tooltip } from '@fluentui/react-components';

/** A primary button disabled with the reason as its tooltip. */
export function Guarded({
  label,
  reason,
  onClick,
  appearance = 'primary',
}: {
  label: string;
  reason?: string;
  onClick: () => void;
  appearance?: 'primary' | 'secondary';
}) {
  const button = (
    <Button appearance={appearance} disabledFocusable={!!reason} onClick={onClick}>
      {label}
    </Button>
  );
  return reason ? (
    <Tooltip content={reason} relationship="description">
      {button}
    </Tooltip>
  ) : (
    button
  );
}
