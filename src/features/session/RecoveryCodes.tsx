import { useState } from 'react';
import { Button, Checkbox, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { RECOVERY_CODE_COUNT } from '@/engine/session/twoFactor';

/** The file the codes download as. */
const FILE_NAME = 'recovery-codes.txt';

/**
 * The ten recovery codes, shown once: copy or download them, confirm they are kept, go on. Each code
 * signs in once without the authenticator app.
 */
export function RecoveryCodes({
  codes,
  portal,
  continueLabel,
  onContinue,
}: {
  codes: string[];
  portal: string;
  continueLabel: string;
  onContinue(): void;
}) {
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const text = `${portal} recovery codes — each signs in once without your authenticator app.\n\n${codes.join('\n')}\n`;

  const copy = () => {
    if (!navigator.clipboard) return setCopied('failed');
    navigator.clipboard.writeText(text).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = FILE_NAME;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <section aria-labelledby="recovery-codes-heading" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <h2 id="recovery-codes-heading" style={{ margin: 0, fontSize: 20 }}>
        Save your recovery codes
      </h2>
      <MessageBar intent="success" role="status">
        <MessageBarBody>Two-factor sign-in is on.</MessageBarBody>
      </MessageBar>
      <p style={{ margin: 0 }}>
        If you lose your phone, each of these {RECOVERY_CODE_COUNT} codes signs you in once instead of the authenticator app. Keep them
        somewhere safe: they are shown only now.
      </p>
      <ol
        aria-label="Recovery codes"
        style={{ margin: 0, paddingLeft: 28, columns: 2, fontFamily: 'monospace', fontSize: 16, lineHeight: 1.8 }}
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button onClick={copy}>Copy codes</Button>
        <Button onClick={download}>Download codes</Button>
      </div>
      <div role="status" aria-live="polite" style={{ minHeight: 20 }}>
        {copied === 'copied'
          ? 'Copied to the clipboard.'
          : copied === 'failed'
            ? 'Your browser did not allow copying; download the codes instead.'
            : ''}
      </div>
      <Checkbox checked={saved} onChange={(_, d) => setSaved(!!d.checked)} label="I have saved my recovery codes" />
      <Button appearance="primary" disabled={!saved} onClick={onContinue}>
        {continueLabel}
      </Button>
    </section>
  );
}
