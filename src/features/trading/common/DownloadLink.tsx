import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  link: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS },
});

export interface DownloadLinkProps {
  href: string;
  /** The link's text: the document's title or file name. */
  children: string;
  /** The file name to save under; without it the document opens in a new tab. */
  fileName?: string;
}

/** A document to download (a form, a report): the download icon and the document's name. */
export function DownloadLink({ href, children, fileName }: DownloadLinkProps) {
  const styles = useStyles();
  const target = fileName ? { download: fileName } : { target: '_blank', rel: 'noopener noreferrer' };
  return (
    <Link href={href} className={styles.link} {...target}>
      <ArrowDownload20Regular aria-hidden />
      {children}
    </Link>
  );
}
