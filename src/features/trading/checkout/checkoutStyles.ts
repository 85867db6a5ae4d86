import { makeStyles, tokens } from '@fluentui/react-components';

/** The checkout's styles, shared by its step components. */
export const useCheckoutStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, outlineStyle: 'none' },
  muted: { color: tokens.colorNeutralForeground3 },
  scroll: { overflowX: 'auto', outlineOffset: '2px', ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` } },
  paymentTable: { minWidth: '600px' },
  // Fluent's table shares its width evenly: on a phone the order scrolls sideways rather than squeezing the names.
  orderTable: { minWidth: '520px' },
  num: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  buttons: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    justifyContent: 'space-between',
    marginTop: tokens.spacingVerticalM,
  },
  group: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  details: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    margin: 0,
  },
  dd: { margin: 0 },
  success: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorPaletteGreenForeground1,
    fontSize: tokens.fontSizeBase400,
  },
});
