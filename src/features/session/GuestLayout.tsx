import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { safeLoginBackground } from '@/engine/brands/brandCss';
import { useAppSelector } from '@/store/hooks';
import { selectBrand } from '@/store/selectors';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '24px 12px',
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    backgroundColor: 'var(--brand-bg, #efefef)',
  },
  card: {
    width: 'min(420px, 100%)',
    background: 'var(--brand-bg-2, #fff)',
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow28,
    padding: '32px 28px',
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
  },
  logo: { height: '56px', maxWidth: '260px', alignSelf: 'center' },
});

/** The login background of the brand (image or flat colour) behind a centred card. */
export function GuestLayout({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const brand = useAppSelector(selectBrand);
  const background = brand ? safeLoginBackground(brand) : '';
  return (
    <main className={styles.page} style={background ? { background: `${background} center / cover no-repeat` } : undefined}>
      <div className={styles.card}>
        {brand && <img className={styles.logo} src={brand.logo} alt={brand.name} />}
        {children}
      </div>
    </main>
  );
}
