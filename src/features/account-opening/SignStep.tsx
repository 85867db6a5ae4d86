import { useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwise16Regular, ArrowDownload16Regular } from '@fluentui/react-icons';
import type { Opening } from '@/types/api';
import { ACCOUNT_OPENING_TEXTS, accountOpeningActions as actions } from '@/store/accountOpeningSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { SIGNED_APPLICATION_FORM } from './sections';
import SupportingDocuments, { DocumentList, DocumentUpload } from './SupportingDocuments';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, maxWidth: '46rem' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  signer: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  signForm: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', rowGap: tokens.spacingVerticalS, maxWidth: '28rem' },
  signField: { alignSelf: 'stretch' },
  page: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXXL },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  subheading: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
});

type Method = 'portal' | 'docusign' | 'manual';

const formatDateTime = (iso: string) => {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()} ${p(d.getHours())}:${p(d.getMinutes())}`;
};

/** The built-in e-signature: each signer, in order, types their full name on the adviser's screen and confirms. */
function PortalSigning({ opening }: { opening: Opening }) {
  const classes = useStyles();
  const dispatch = useAppDispatch();
  const { confirming, confirmError } = useAppSelector((s) => s.accountOpening);
  const [name, setName] = useState('');
  const nextSigner = opening.SigningOrders.find((s) => !s.SignedAt);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nextSigner && name.trim()) dispatch(actions.signatureConfirmRequested({ order: nextSigner.Order, name: name.trim() }));
  };
  return (
    <ol className={classes.list} aria-label="Signers">
      {opening.SigningOrders.map((s) => (
        <li key={s.Order} className={classes.signer}>
          <div className={classes.row}>
            <Text weight="semibold">{`${s.Order}. ${s.Name}`}</Text>
            {s.SignedAt ? (
              <Badge appearance="tint" color="success">{`Signed on ${formatDateTime(s.SignedAt)}`}</Badge>
            ) : (
              <Badge appearance="tint" color="informative">
                {s === nextSigner ? 'Signs now' : 'Signs next'}
              </Badge>
            )}
          </div>
          {s === nextSigner && (
            <form className={classes.signForm} onSubmit={submit}>
              <Field
                className={classes.signField}
                label={`${s.Name}, type your full name to sign`}
                hint="By typing your name you sign the documents above electronically."
                validationMessage={confirmError ?? undefined}
                validationState={confirmError ? 'error' : 'none'}
              >
                <Input value={name} onChange={(_, d) => setName(d.value)} autoComplete="off" />
              </Field>
              <Button type="submit" appearance="primary" disabled={confirming !== null || !name.trim()}>
                {confirming !== null ? 'Signing…' : `Sign as ${s.Name}`}
              </Button>
            </form>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Manual signing: download the generated application form, have it signed, upload the signed copy (type 3). */
function ManualSigning({ opening }: { opening: Opening }) {
  const classes = useStyles();
  const dispatch = useAppDispatch();
  return (
    <div className={classes.column}>
      <Text>Download the application form, have every account holder sign it, then upload the signed copy.</Text>
      {opening.AccountOpeningFormsURL && (
        <div>
          <Button
            icon={<ArrowDownload16Regular />}
            onClick={() =>
              dispatch(
                actions.documentDownloadRequested({ url: opening.AccountOpeningFormsURL!, name: `application-form-${opening.ID}.pdf` }),
              )
            }
          >
            Download the application form
          </Button>
        </div>
      )}
      <DocumentUpload documentTypeId={SIGNED_APPLICATION_FORM} label="Signed application form" />
    </div>
  );
}

/** DocuSign: each holder signs from DocuSign's e-mail; the adviser checks for their signatures here. */
function DocuSignSigning({ opening }: { opening: Opening }) {
  const classes = useStyles();
  const dispatch = useAppDispatch();
  const refreshing = useAppSelector((s) => s.accountOpening.refreshing);
  const waiting = opening.SigningOrders.some((s) => !s.SignedAt);
  return (
    <div className={classes.column}>
      <Text>{`${ACCOUNT_OPENING_TEXTS.docuSignSent}. Each account holder signs from the e-mail DocuSign sent them; their signatures show here once DocuSign reports them.`}</Text>
      <ol className={classes.list} aria-label="Signers">
        {opening.SigningOrders.map((s) => (
          <li key={s.Order} className={classes.row}>
            <Text weight="semibold">{`${s.Order}. ${s.Name}`}</Text>
            {s.SignedAt ? (
              <Badge appearance="tint" color="success">{`Signed on ${formatDateTime(s.SignedAt)}`}</Badge>
            ) : (
              <Badge appearance="tint" color="informative">
                Not signed yet
              </Badge>
            )}
          </li>
        ))}
      </ol>
      {waiting && (
        <div className={classes.row}>
          <Button icon={<ArrowClockwise16Regular />} disabled={refreshing} onClick={() => dispatch(actions.openingRefreshRequested())}>
            Check the signatures
          </Button>
          {refreshing && <Spinner size="tiny" label="Asking DocuSign…" labelPosition="after" />}
        </div>
      )}
    </div>
  );
}

/**
 * The Sign stage: the adviser chooses how the client signs — the built-in e-signature, DocuSign
 * (when the platform offers it) or on paper; the documents are generated (a spinner while that
 * runs, the server's first error or "Sorry! Something wrong generating document." when it fails),
 * then signed in order on this screen, by DocuSign, or uploaded signed.
 */
export default function SignStep({ docuSignOffered }: { docuSignOffered: boolean }) {
  const classes = useStyles();
  const opening = useAppSelector((s) => s.accountOpening.opening);
  if (!opening) return null;
  return (
    <div className={classes.page}>
      <section aria-labelledby="signing-heading" className={classes.column}>
        <h3 id="signing-heading" className={classes.heading}>
          Signing
        </h3>
        <Signing opening={opening} docuSignOffered={docuSignOffered} />
      </section>
      {opening.Status !== 'Completed' && <SupportingDocuments opening={opening} />}
    </div>
  );
}

/** How the holders sign: the choice, the generation, then the chosen signing. */
function Signing({ opening, docuSignOffered }: { opening: Opening; docuSignOffered: boolean }) {
  const classes = useStyles();
  const dispatch = useAppDispatch();
  const { generatingPdf, signReview, manualReview, signError } = useAppSelector((s) => s.accountOpening);
  const [method, setMethod] = useState<Method>('portal');
  const nobodySigned = opening.SigningOrders.every((s) => !s.SignedAt);
  const generated = opening.Documents.filter((d) => d.Generated);

  if (generatingPdf) return <Spinner label="Generating your documents…" />;

  if (!signReview && !manualReview) {
    const start = (event: FormEvent) => {
      event.preventDefault();
      dispatch(actions.signRequested({ IsDocuSign: method === 'docusign', IsManual: method === 'manual' }));
    };
    return (
      <form className={classes.column} onSubmit={start}>
        {signError && (
          <div role="alert">
            <MessageBar intent="error">
              <MessageBarBody>{signError}</MessageBarBody>
            </MessageBar>
          </div>
        )}
        <Field label="How will the account holders sign?">
          <RadioGroup value={method} onChange={(_, d) => setMethod(d.value as Method)}>
            <Radio value="portal" label="Electronically in the portal: each holder types their full name on this screen" />
            {docuSignOffered && <Radio value="docusign" label="By DocuSign: each holder receives an e-mail" />}
            <Radio value="manual" label="On paper: download the application form and upload the signed copy" />
          </RadioGroup>
        </Field>
        <div>
          <Button type="submit" appearance="primary">
            Generate documents
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className={classes.column}>
      {generated.length > 0 && (
        <section aria-labelledby="generated-documents" className={classes.column}>
          <h4 id="generated-documents" className={classes.subheading}>
            Documents to sign
          </h4>
          <DocumentList documents={generated} />
        </section>
      )}
      {manualReview && <ManualSigning opening={opening} />}
      {signReview && opening.IsDocuSign && <DocuSignSigning opening={opening} />}
      {signReview && !opening.IsDocuSign && <PortalSigning opening={opening} />}
      {nobodySigned && opening.Status !== 'Completed' && (
        <div>
          <Button appearance="subtle" onClick={() => dispatch(actions.signingMethodReset())}>
            Choose another way of signing
          </Button>
        </div>
      )}
    </div>
  );
}
