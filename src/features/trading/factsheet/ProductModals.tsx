import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectFactSheet, selectFundSummary } from '@/store/productsSlice';

// Lazy: the fact sheet's chunk carries Plotly; neither loads until a product is opened.
const FactSheetModal = lazy(() => import('./FactSheetModal'));
const FundSummaryModal = lazy(() => import('./FundSummaryModal'));

/** Hosts the fund fact sheet and the fund summary popup, wherever they are opened from. */
export function ProductModals() {
  const factSheet = useAppSelector(selectFactSheet);
  const fundSummary = useAppSelector(selectFundSummary);
  // One boundary each: the summary still loading never hides a fact sheet already open.
  return (
    <>
      <Suspense fallback={null}>{factSheet && <FactSheetModal />}</Suspense>
      <Suspense fallback={null}>{fundSummary && <FundSummaryModal />}</Suspense>
    </>
  );
}
