import MyAccountPage from '@/features/account/MyAccountPage';
import { HoldingsSection } from '@/features/trading/holdings/HoldingsSection';
import { HeldElsewhereSection } from '@/features/trading/holdings/HeldElsewhereSection';
import { PendingOrdersSection } from '@/features/trading/transactions/PendingOrdersSection';
import { TransactionsSection } from '@/features/trading/transactions/TransactionsSection';
import { MissingDocumentsSection } from '@/features/compliance/MissingDocumentsSection';
import { DocumentsSection } from '@/features/account/DocumentsSection';
import { OnYourBehalfSection } from '@/features/account/OnYourBehalfSection';

/** My Account with trading's sections for a client and compliance's missing documents: composed here so features do not import each other. */
export default function MyAccountRoute() {
  return (
    <MyAccountPage
      clientSections={
        <>
          <HoldingsSection />
          <PendingOrdersSection />
          <TransactionsSection />
          <HeldElsewhereSection />
          <DocumentsSection />
          <OnYourBehalfSection />
        </>
      }
      missingDocumentsSection={<MissingDocumentsSection />}
    />
  );
}
