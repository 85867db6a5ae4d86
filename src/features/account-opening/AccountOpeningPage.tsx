import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Button, Card, Field, Select, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { SchemaRegistry } from '@/engine/forms/SchemaRegistry';
import { accountTypeName } from '@/engine';
import type { Opening } from '@/types/api';
import { ACCOUNT_OPENING_FLOW, ACCOUNT_OPENING_FORMS, accountOpeningActions as actions } from '@/store/accountOpeningSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectForms, selectIsAuthenticated, selectPortfolio } from '@/store/selectors';
import LeavePrompt from './LeavePrompt';
import Wizard from './Wizard';

const useStyles = makeStyles({
  page: {
    maxWidth: '1100px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalL,
  },
  title: { margin: 0 },
  card: {
    maxWidth: '40rem',
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
  },
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

const formatDate = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
};

/** What the unfinished opening opens: "an account opening (Standalone account)" once the type is saved. */
function unfinishedWhat(opening: Opening): string {
  const typeId = opening.AccountType?.AccountTypeId;
  return typeof typeId === 'number' ? `an account opening (${accountTypeName(typeId)})` : 'an account opening';
}

/**
 * /open-account (consultant, whitelabeladmin, ownerofbusiness; clients are sent Home by the
 * route's guard): start an account opening for a new or an existing client, or continue the one
 * left unfinished, then the wizard. Leaving asks first.
 * @param loadRegistry - the app's forms registry (filled by the forms saga)
 */
export default function AccountOpeningPage({ loadRegistry }: { loadRegistry: () => Promise<SchemaRegistry> }) {
  const classes = useStyles();
  const dispatch = useAppDispatch();
  const state = useAppSelector((s) => s.accountOpening);
  const forms = useAppSelector(selectForms);
  const { clientList } = useAppSelector(selectPortfolio);
  const authenticated = useAppSelector(selectIsAuthenticated);
  const [registry, setRegistry] = useState<SchemaRegistry | null>(null);
  const [clientId, setClientId] = useState('');

  useEffect(() => {
    dispatch(actions.pageOpened());
    void loadRegistry().then(setRegistry);
    return () => {
      dispatch(actions.pageLeft());
    };
  }, [dispatch, loadRegistry]);

  const flow = forms.flows[ACCOUNT_OPENING_FLOW];
  const formsReady = ACCOUNT_OPENING_FORMS.every((id) => forms.loaded[id]);
  // The server answers the lists under the keys the forms' ui.json name: handed over as they come.
  const referenceData = useMemo(() => state.formInfo?.ReferenceData ?? {}, [state.formInfo]);
  const { opening } = state;
  const active = authenticated && state.status === 'open' && !!opening && opening.Status !== 'Completed';

  let body;
  if (state.status === 'idle' || state.status === 'checking') {
    body = <Spinner label="Loading the account opening…" />;
  } else if (state.status === 'starting') {
    body = <Spinner label="Starting the account opening…" />;
  } else if (state.status === 'ready') {
    const start = (event: FormEvent) => {
      event.preventDefault();
      dispatch(actions.startRequested(clientId ? { clientId: Number(clientId) } : {}));
    };
    body = state.unfinished ? (
      <Card className={classes.card}>
        <h2 className={classes.title}>Continue where you left off</h2>
        <Text>{`You have ${unfinishedWhat(state.unfinished)} in progress, started on ${formatDate(state.unfinished.CreatedAt)}. Continue it, or discard it and start again.`}</Text>
        <div className={classes.buttons}>
          <Button appearance="primary" onClick={() => dispatch(actions.resumeRequested(state.unfinished!.ID))}>
            Continue
          </Button>
          <Button onClick={() => dispatch(actions.discardRequested(state.unfinished!.ID))}>Discard and start again</Button>
        </div>
      </Card>
    ) : (
      <Card className={classes.card}>
        <form onSubmit={start} className={classes.form}>
          <h2 className={classes.title}>Start an account opening</h2>
          <Field label="Client" hint="A new client gets a login of their own when the account is opened.">
            <Select value={clientId} onChange={(_, d) => setClientId(d.value)}>
              <option value="">A new client</option>
              {clientList.map((c) => (
                <option key={c.Id} value={String(c.Id)}>
                  {c.Name}
                </option>
              ))}
            </Select>
          </Field>
          <div className={classes.buttons}>
            <Button type="submit" appearance="primary">
              Start account opening
            </Button>
          </div>
        </form>
      </Card>
    );
  } else if (!opening || !flow || !formsReady || !registry) {
    body = <Spinner label="Loading the forms…" />;
  } else {
    body = (
      <Wizard
        key={opening.ID}
        flow={flow}
        registry={registry}
        opening={opening}
        referenceData={referenceData}
        feesInfo={state.feesInfo}
        docuSignOffered={state.formInfo?.DocuSignAvailable === true}
      />
    );
  }

  return (
    <div className={classes.page}>
      <h1 className={classes.title}>Open Account</h1>
      {body}
      <LeavePrompt active={active} />
    </div>
  );
}
