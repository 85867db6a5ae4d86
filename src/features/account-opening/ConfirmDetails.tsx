import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { uiFor } from '@/engine';
import { TesseraForm, type FormData } from '@/widgets/TesseraForm';
import type { FlowStep, Flow, SchemaRegistry } from '@/engine';
import { asksQstProvider } from './sections';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM } });

/**
 * Confirm details (stage 1, step 2): the account entry as chosen, read-only, before it is saved.
 * Previous goes back to change it; Next saves it.
 */
export default function ConfirmDetails({
  flow,
  registry,
  accountType,
  context,
  referenceData,
}: {
  flow: Flow;
  registry: SchemaRegistry;
  accountType: FormData | undefined;
  context: unknown;
  referenceData?: Record<string, unknown>;
}) {
  const classes = useStyles();
  const step = flow.stages[0].steps.find((s) => s.id === 'AccountType') as FlowStep | undefined;
  const flowUi = step ? uiFor(step, registry.ui('account-type'), context, registry.conditions) : undefined;
  // As on the step: no fee schedule (chosen with the fees), a QST provider for QROPS only.
  const ui = flowUi && {
    ...flowUi,
    FeeSchedulesId: { 'ui:widget': 'hidden' },
    ...(asksQstProvider(accountType?.AccountTypeId) ? {} : { QSTProviderId: { 'ui:widget': 'hidden' } }),
  };
  return (
    <div className={classes.root}>
      <Text>Check the account to be opened. Choose Previous to change it; Next saves it and continues with the personal details.</Text>
      <TesseraForm
        registry={registry}
        formId="account-type"
        ui={ui}
        formData={accountType}
        readOnly
        referenceData={referenceData}
        idPrefix="confirm-account-type"
      />
    </div>
  );
}
