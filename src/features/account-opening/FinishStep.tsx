import { useEffect } from 'react';
import { Button, MessageBar, MessageBarBody, MessageBarTitle, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { accountTypeName } from '@/engine';
import { ACCOUNT_OPENING_TEXTS, accountOpeningActions as actions } from '@/store/accountOpeningSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, maxWidth: '46rem' } });

/**
 * Finish: completes the opening (the account is created for the client; the server makes the
 * call idempotent) and shows the completion notice (portal-shell §8).
 */
export default function FinishStep() {
  const classes = useStyles();
  const dispatch = useAppDispatch();
  const { opening, completing, completeError } = useAppSelector((s) => s.accountOpening);
  const done = opening?.Status === 'Completed';
  useEffect(() => {
    if (opening && !done) dispatch(actions.completeRequested());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per arrival on the step, not on every change of the opening; a failure offers Try again
  }, []);
  if (done) {
    return (
      <div className={classes.root}>
        <div role="status">
          <MessageBar intent="success">
            <MessageBarBody>
              <MessageBarTitle>Account opened</MessageBarTitle>
              {ACCOUNT_OPENING_TEXTS.completionNotice}
            </MessageBarBody>
          </MessageBar>
        </div>
        {opening?.AccountNumber && <Text>{`Account number: ${opening.AccountNumber}`}</Text>}
        {typeof opening?.AccountType?.AccountTypeId === 'number' && (
          <Text>{`Account type: ${accountTypeName(opening.AccountType.AccountTypeId)}`}</Text>
        )}
      </div>
    );
  }
  if (completeError) {
    return (
      <div className={classes.root}>
        <div role="alert">
          <MessageBar intent="error">
            <MessageBarBody>{completeError}</MessageBarBody>
          </MessageBar>
        </div>
        <div>
          <Button appearance="primary" onClick={() => dispatch(actions.completeRequested())}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  return <Spinner label={completing ? 'Opening the account…' : 'Preparing…'} />;
}
