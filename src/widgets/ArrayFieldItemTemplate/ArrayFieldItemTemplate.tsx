import { memo, type ComponentType } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { getTemplate, getUiOptions, type ArrayFieldItemButtonsTemplateProps, type ArrayFieldItemTemplateProps } from '@rjsf/utils';

const useStyles = makeStyles({
  item: {
    display: 'flex',
    alignItems: 'flex-start',
    columnGap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  body: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  title: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
});

type Buttons = ComponentType<ArrayFieldItemButtonsTemplateProps>;
const memoised = new WeakMap<Buttons, Buttons>();

/** The theme's item buttons, memoised: typing in an item does not draw its buttons again. */
function memoButtons(template: Buttons): Buttons {
  let m = memoised.get(template);
  if (!m) memoised.set(template, (m = memo(template) as unknown as Buttons));
  return m;
}

/**
 * One item of a list, with its move / remove buttons. The list's `ui:options.holderTitles` names the
 * items by position ('First account holder', or 'Scheme Name' / 'Member Name' for QROPS and trusts),
 * and `ui:options.minHolders` keeps the remove button away while the list holds no more than that.
 */
export default function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, uiSchema, parentUiSchema, registry, index, totalItems } = props;
  const classes = useStyles();
  const ButtonsTemplate = memoButtons(getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema)));
  const listOptions = getUiOptions(parentUiSchema);
  const titles = Array.isArray(listOptions.holderTitles) ? (listOptions.holderTitles as unknown[]) : [];
  const title = typeof titles[index] === 'string' ? titles[index] : undefined;
  const min = typeof listOptions.minHolders === 'number' ? listOptions.minHolders : 0;
  const buttons = { ...buttonsProps, hasRemove: buttonsProps.hasRemove && totalItems > min };
  const showButtons = hasToolbar && (buttons.hasRemove || buttons.hasMoveUp || buttons.hasMoveDown || buttons.hasCopy);
  return (
    <div className={classes.item} role={title ? 'group' : undefined} aria-label={title}>
      <div className={classes.body}>
        {title && <h4 className={classes.title}>{title}</h4>}
        {children}
      </div>
      {showButtons && <ButtonsTemplate {...buttons} />}
    </div>
  );
}
