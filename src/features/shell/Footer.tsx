import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { TEXTS } from '@/engine/messages/texts';
import { useAppSelector } from '@/store/hooks';
import { selectBrandState } from '@/store/selectors';
import { sanitiseHtml } from './ErrorModal';

import { QUICK_LINKS } from '@/engine/quickLinks';

/** Footer quick links (portal-shell §2), kept in src/engine/quickLinks.ts (the utilities pages are named by them). */
export { QUICK_LINKS };

const useStyles = makeStyles({
  footer: { background: 'var(--brand-title, #242424)', color: '#fff', padding: '24px', marginTop: '48px' },
  inner: {
    maxWidth: '1200px',
    margin: '0 auto',
    display: 'grid',
    gridTemplateColumns: '2fr 1fr',
    gap: '24px',
    '@media (max-width: 800px)': { gridTemplateColumns: '1fr' },
  },
  links: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
    gap: '8px 16px',
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  link: { color: '#fff', textDecoration: 'underline', textUnderlineOffset: '3px' },
  heading: { color: '#fff', fontSize: tokens.fontSizeBase400, margin: '0 0 8px' },
  toggle: { color: '#fff', padding: 0, minWidth: 'auto', textDecoration: 'underline' },
  address: { marginTop: '8px', lineHeight: 1.5, '& a': { color: '#fff' } },
  powered: {
    maxWidth: '1200px',
    margin: '24px auto 0',
    paddingTop: '12px',
    borderTop: '1px solid rgba(255,255,255,0.3)',
    fontSize: tokens.fontSizeBase200,
  },
});

/** Footer: quick links, the Contact Us address toggle and "Powered by" the provider and the year. */
export function Footer() {
  const styles = useStyles();
  const { footer, companyAddressHtml, brand } = useAppSelector(selectBrandState);
  const [showAddress, setShowAddress] = useState(false);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="Quick links">
          <h2 className={styles.heading}>Quick links</h2>
          <ul className={styles.links}>
            {QUICK_LINKS.map(([label, path]) => (
              <li key={path}>
                <RouterLink className={styles.link} to={path}>
                  {label}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="contact-us">
          <h2 id="contact-us" className={styles.heading}>
            Contact Us
          </h2>
          <Button
            appearance="transparent"
            className={styles.toggle}
            aria-expanded={showAddress}
            aria-controls="company-address"
            onClick={() => setShowAddress((v) => !v)}
          >
            {showAddress ? TEXTS.hideAddress : TEXTS.seeAddress}
          </Button>
          {showAddress && (
            <div id="company-address" className={styles.address}>
              {/* The address is HTML supplied by the server: sanitised before it is inserted. */}
              <div dangerouslySetInnerHTML={{ __html: sanitiseHtml(companyAddressHtml ?? '') }} />
              {footer?.ContactEmail && (
                <div>
                  <a href={`mailto:${footer.ContactEmail}`}>{footer.ContactEmail}</a>
                </div>
              )}
              {footer?.ContactPhone && <div>{footer.ContactPhone}</div>}
            </div>
          )}
        </section>
      </div>
      <div className={styles.powered}>
        {brand?.name} · Powered by {footer?.ProviderName ?? 'the provider'} © {new Date().getFullYear()}
      </div>
    </footer>
  );
}
