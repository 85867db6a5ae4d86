import { useState } from 'react';
import { Button, Link, Text } from '@fluentui/react-components';
import { CART_TEXTS } from '@/engine/messages/cartTexts';
import { useAppSelector } from '@/store/hooks';
import { DocumentModal } from '../documents/DocumentModal';
import { useCheckoutStyles } from './checkoutStyles';

/** Next Steps after an order is placed: the Docusign signers, or the Manual order forms to sign and send. */
export function NextSteps() {
  const styles = useCheckoutStyles();
  const order = useAppSelector((s) => s.checkout.placement.order);
  const [documentsOpen, setDocumentsOpen] = useState(false);
  if (!order) return null;
  const pdf = order.PDFDetails;
  if (order.CheckoutType === 'Docusign') {
    return (
      <>
        <Text>{CART_TEXTS.docusignSent}</Text>
        <Text>The order form goes to these signers, in this order:</Text>
        <ol>
          {(pdf?.SignerDetails ?? []).map((s) => (
            <li
              key={`${s.SignerOrder}-${s.SignerEmailAddress}`}
            >{`${s.SignerName} (${s.SignerRole}) — ${s.SignerEmailAddress}${s.IsCC ? ', copy' : ''}`}</li>
          ))}
        </ol>
      </>
    );
  }
  if (order.CheckoutType === 'Manual') {
    return (
      <>
        <Text>{`Order ${order.OrderId} is waiting for your signed order form. Download, sign and send it to us:`}</Text>
        {pdf?.PDFUrls.length ? (
          <>
            <ul aria-label="Order documents">
              {pdf.PDFUrls.map((p) => (
                <li key={p.PDFUrl}>
                  <Link href={p.PDFUrl} target="_blank" rel="noopener noreferrer">
                    {p.FileName}
                  </Link>
                </li>
              ))}
            </ul>
            <div>
              <Button appearance="primary" onClick={() => setDocumentsOpen(true)}>
                Open documents
              </Button>
            </div>
            {/* Placed manually: the modal offers the downloads only, no Docusign. */}
            <DocumentModal open={documentsOpen} documents={pdf.PDFUrls} onClose={() => setDocumentsOpen(false)} />
          </>
        ) : (
          <Text className={styles.muted}>Your order forms will be listed under your documents as soon as they are ready.</Text>
        )}
      </>
    );
  }
  return <Text>{`Your order ${order.OrderId} has been placed successfully. You can follow it in your pending orders.`}</Text>;
}
