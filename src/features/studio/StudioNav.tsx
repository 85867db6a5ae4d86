import { NavLink } from 'react-router-dom';
import { makeStyles, tokens } from '@fluentui/react-components';
import { PATHS } from '@/engine/paths';

const useStyles = makeStyles({
  bar: {
    maxWidth: '1600px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL} 0`,
    display: 'flex',
    columnGap: tokens.spacingHorizontalS,
  },
  link: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  active: { color: tokens.colorNeutralForeground1, backgroundColor: tokens.colorNeutralBackground1Selected },
});

/**
 * The studio's two halves, one link each: forms (questions, bounds, messages) and flows (stages,
 * steps and when they show). The current one is marked for screen readers (`aria-current`).
 */
export default function StudioNav() {
  const classes = useStyles();
  const linkClass = ({ isActive }: { isActive: boolean }) => `${classes.link} ${isActive ? classes.active : ''}`;
  return (
    <nav aria-label="Studio" className={classes.bar}>
      <NavLink to={PATHS.formStudio} className={linkClass}>
        Forms
      </NavLink>
      <NavLink to={PATHS.flowStudio} className={linkClass}>
        Flows
      </NavLink>
    </nav>
  );
}
