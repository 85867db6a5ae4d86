import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { uiFor } from '@/engine';
import { TesseraForm, type FormData } from '@/widgets/TesseraForm';
import type { Flow, SchemaRegistry } from '@/engine';

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
  // As on the account-type step: the flow's overrides for the context decide what is shown (no fee
  // schedule, a QST provider for QROPS only).
  const step = flow.stages.flatMap((st) => st.steps).find((s) => s.form === 'account-type');
  const ui = step ? uiFor(step, registry.ui('account-type'), context, registry.conditions) : undefined;
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
