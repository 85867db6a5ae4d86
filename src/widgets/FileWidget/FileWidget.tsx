import { useRef, useState, type ChangeEvent } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { FieldLabel } from '../FieldFrame/FieldFrame';
import { ArrowUpload20Regular, Dismiss16Regular, Document20Regular } from '@fluentui/react-icons';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { fileInfoOf, fileTypeAllowed, formatFileSize, withFileName } from './fileData';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  input: { position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden' },
  problem: { color: tokens.colorPaletteRedForeground1, display: 'block', marginTop: tokens.spacingVerticalXS },
});

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * One file, stored as a data URL that carries its name. The chosen file's name and size are shown
 * with a Remove button. Limits come from ui:options: `accept` ('.pdf,image/*'), `maxSizeMB`, and
 * the texts `typeMessage` / `sizeMessage`; a file outside them is refused before it is read.
 */
export default function FileWidget(props: WidgetProps) {
  const { id, htmlName, value, label, hideLabel, required, disabled, readonly, autofocus, options, onChange, onBlur, onFocus } = props;
  const classes = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const accept = typeof options.accept === 'string' ? options.accept : undefined;
  const maxSizeMB = typeof options.maxSizeMB === 'number' ? options.maxSizeMB : undefined;
  const info = fileInfoOf(value);
  const locked = disabled || readonly;
  const problemId = `${id}__problem`;

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!fileTypeAllowed(file, accept)) {
      setProblem(typeof options.typeMessage === 'string' ? options.typeMessage : `Only these file types can be uploaded: ${accept}`);
      return;
    }
    if (maxSizeMB !== undefined && file.size > maxSizeMB * 1024 * 1024) {
      setProblem(typeof options.sizeMessage === 'string' ? options.sizeMessage : `The file must not be larger than ${maxSizeMB} MB`);
      return;
    }
    try {
      const dataUrl = await readAsDataUrl(file);
      setProblem(null);
      onChange(withFileName(dataUrl, file.name));
    } catch {
      setProblem('The file could not be read');
    }
  };

  return (
    <>
      {labelValue(
        <FieldLabel htmlFor={id} required={required} disabled={disabled}>
          {label}
        </FieldLabel>,
        hideLabel,
      )}
      <div className={classes.row}>
        <input
          ref={input}
          id={id}
          name={htmlName || id}
          type="file"
          className={classes.input}
          accept={accept}
          disabled={locked}
          autoFocus={autofocus}
          onChange={handleFile}
          onFocus={() => onFocus(id, value)}
          onBlur={() => onBlur(id, value)}
          aria-describedby={[ariaDescribedByIds(id), problem ? problemId : ''].filter(Boolean).join(' ')}
        />
        <Button type="button" icon={<ArrowUpload20Regular />} disabled={locked} onClick={() => input.current?.click()}>
          {info ? 'Replace file' : 'Choose file'}
        </Button>
        {info && (
          <>
            <Document20Regular aria-hidden="true" />
            <Text>{`${info.name} (${formatFileSize(info.size)})`}</Text>
            {!locked && (
              <Button
                type="button"
                appearance="subtle"
                size="small"
                icon={<Dismiss16Regular />}
                onClick={() => onChange(undefined)}
                aria-label={`Remove ${info.name}`}
              />
            )}
          </>
        )}
      </div>
      {problem && (
        <Text id={problemId} className={classes.problem} role="status">
          {problem}
        </Text>
      )}
    </>
  );
}
