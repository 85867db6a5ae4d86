// The answer to a placed order: built once from the plan and the decision when the order is
// committed, stored with it, and repeated as it was to a retry with the same idempotency key.
import type { Decision, OrderPlan, OrderSnapshot } from './orderPlanning';
import { cashFigures } from './portfolio';

/** The answer to a placed order, stored with it and repeated to a retry with the same key. */
export function orderAnswer(
  plan: OrderPlan,
  decision: Decision,
  orderId: number,
  buyLineIds: number[],
  sellLineIds: number[],
  snapshot: OrderSnapshot,
) {
  const figures = cashFigures(snapshot.cash, decision.reservedAfter, plan.account, plan.rates);
  const client = plan.user;
  const consultantSigner = plan.impersonator;
  return {
    OrderId: orderId,
    AccountId: plan.account.id,
    Status: plan.status,
    CheckoutType: plan.checkoutType,
    OrderDate: plan.orderDate,
    CreatedAt: plan.createdAt,
    Currency: plan.account.currency,
    PendingOrderAmount: figures.PendingOrderAmount,
    AvailableBalance: figures.AvailableBalance,
    PurchasedFunds: decision.buys.map((b, i) => ({
      OrderLineId: buyLineIds[i],
      CartId: b.cartId,
      ISIN: b.product.row.isin,
      Name: b.product.row.name,
      ProductType: b.product.row.product_type,
      Currency: b.product.row.currency,
      TradeOptions: b.tradeOption,
      TradeValue: b.tradeValue,
      Units: b.units,
      Amount: b.amount,
      Price: b.price,
      CashRebateType: b.cashRebateType,
      Forex: b.forex,
      Alert: b.alert,
      Status: plan.status,
    })),
    SoldFunds: decision.sells.map((s, i) => ({
      OrderLineId: sellLineIds[i],
      CartId: s.cartId,
      ISIN: s.product.row.isin,
      Name: s.product.row.name,
      ProductType: s.product.row.product_type,
      Currency: s.product.row.currency,
      TradeOptions: s.mode,
      Units: s.units,
      Amount: s.amount,
      Price: s.price,
      SellAll: s.mode === 'SellAll',
      Status: plan.status,
    })),
    // No e-signing service runs here: Docusign orders name their signers and wait for `npm run settle -- --signed`.
    PDFDetails: {
      SignerDetails:
        plan.checkoutType === 'Docusign'
          ? [
              {
                SignerOrder: 1,
                IsCC: false,
                SignerRole: 'Client',
                SignerName: `${client.first_name} ${client.last_name}`,
                SignerEmailAddress: client.email,
              },
              ...(consultantSigner
                ? [
                    {
                      SignerOrder: 2,
                      IsCC: true,
                      SignerRole: 'Consultant',
                      SignerName: `${consultantSigner.first_name} ${consultantSigner.last_name}`,
                      SignerEmailAddress: consultantSigner.email,
                    },
                  ]
                : []),
            ]
          : [],
      PDFUrls: [] as { FileName: string; PDFUrl: string }[],
    },
  };
}

export type OrderAnswer = ReturnType<typeof orderAnswer>;
