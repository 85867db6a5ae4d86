import { useEffect, useMemo, type CSSProperties, type ReactNode } from 'react';
import { FluentProvider, Text, makeStyles, tokens } from '@fluentui/react-components';
import { brandHead } from '@/engine/brands/brandCss';
import { brandCssVariables, createBrandTheme } from '@/widgets/theme';
import type { BrandLook } from '@/types/generated/api/studio-brands';

const useStyles = makeStyles({
  // The brand's page background around a card, as a client's screen draws a form.
  frame: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: 'var(--brand-bg)',
    minWidth: 0,
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
  },
  logo: { height: '32px', maxWidth: '160px', objectFit: 'contain' },
  caption: { color: tokens.colorNeutralForeground2 },
  card: {
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
});

/**
 * The brand's font stylesheet in the document head while the preview shows the brand (the shell
 * loads only the host brand's); a link the page already has is left alone.
 */
function useFontStylesheet(href: string | undefined) {
  useEffect(() => {
    if (!href) return undefined;
    const present = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
      (link) => link.getAttribute('href') === href,
    );
    if (present) return undefined;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.studioPreview = '';
    document.head.appendChild(link);
    return () => link.remove();
  }, [href]);
}

export interface BrandLookFrameProps {
  /** The brand; undefined while the looks load or when they could not be read (the page's own look). */
  look: BrandLook | undefined;
  children: ReactNode;
}

/**
 * What it wraps, drawn in a brand's look exactly as that brand's clients see it: the Fluent theme
 * and the CSS variables the shell builds from the same catalogue fields (createBrandTheme,
 * brandCssVariables), the brand's fonts, and its logo above.
 *
 * Without a look it draws what it wraps in the page's own look, in the same elements: the form
 * inside is not mounted again (losing what was typed) when the brands' looks arrive.
 */
export default function BrandLookFrame({ look, children }: BrandLookFrameProps) {
  const classes = useStyles();
  const theme = useMemo(() => look && createBrandTheme(look), [look]);
  const variables = useMemo(() => look && (brandCssVariables(look) as CSSProperties), [look]);
  useFontStylesheet(look && brandHead(look).fontHref);
  return (
    <FluentProvider theme={theme} style={variables} className={look && classes.frame} data-brand={look?.code}>
      {look && (
        <div className={classes.header}>
          <img src={look.logo} alt={look.name} className={classes.logo} />
          <Text size={200} className={classes.caption}>{`As clients of ${look.name} see it`}</Text>
        </div>
      )}
      <div className={look && classes.card}>{children}</div>
    </FluentProvider>
  );
}
