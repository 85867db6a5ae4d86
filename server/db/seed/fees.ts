/** Demo fees and settlement terms per product, drawn from the product's own random stream. */
import { roundTo, type Rng } from './prng';
import type { ProductSpec } from './products';
import type { ProductType, SeedFees, SeedSettlement } from './types';

export function buildFees(spec: ProductSpec, rng: Rng): SeedFees {
  const zero: SeedFees = { InitialFee: 0, ExitFee: 0, ManagementFee: 0, DeferredFee: 0, PublishCharge: 0, ActualCharge: 0 };
  let fees: SeedFees;
  switch (spec.type) {
    case 'Equities':
    case 'Fixed Income Bond':
    case 'Bonds':
      fees = zero;
      break;
    case 'Hybrid, Structured Instruments': {
      const publish = rng.round(0.6, 1.4, 2);
      fees = { ...zero, InitialFee: rng.pick([1, 1.5, 2]), ExitFee: 1, PublishCharge: publish, ActualCharge: publish };
      break;
    }
    case 'Exchange Traded Funds (ETF)': {
      const kind = spec.fact?.kind;
      const ter = spec.fact?.theme ? rng.round(0.4, 0.6, 2) : kind === 'bond' ? rng.round(0.07, 0.2, 2) : rng.round(0.07, 0.4, 2);
      fees = { ...zero, ManagementFee: ter, PublishCharge: ter, ActualCharge: roundTo(ter + rng.range(0, 0.02), 2) };
      break;
    }
    default: {
      const kind = spec.fact?.kind ?? 'equity';
      const [lo, hi] = {
        equity: [0.75, 1.5],
        multi: [0.9, 1.4],
        bond: [0.4, 0.8],
        money: [0.1, 0.2],
        alt: [1.0, 1.5],
        property: [0.8, 1.2],
        dfm: [0.75, 1.0],
      }[kind];
      const management = rng.round(lo, hi, 2);
      const extra = kind === 'dfm' ? rng.range(0.3, 0.45) : kind === 'money' ? rng.range(0.02, 0.06) : rng.range(0.08, 0.35);
      const publish = roundTo(management + extra, 2);
      const actual = roundTo(Math.max(management, publish - rng.range(0, 0.08)), 2);
      const initial =
        spec.type === 'DFM' || kind === 'money' ? 0 : spec.type === 'Equity Funds' ? rng.pick([3, 4, 5]) : rng.pick([0, 2, 3, 5]);
      fees = { ...zero, InitialFee: initial, ManagementFee: management, PublishCharge: publish, ActualCharge: actual };
    }
  }
  fees = { ...fees, ...spec.fees };
  const discount = spec.discount ?? 0;
  if (fees.InitialFee < discount) fees.InitialFee = discount + 2;
  return fees;
}

const SETTLEMENT: Record<ProductType, SeedSettlement> = {
  Fund: { Tradeable: true, CutOffTime: '12:00', SettlementPeriod: 3, BuySettlementPeriod: 3, SellSettlementPeriod: 4 },
  'Equity Funds': { Tradeable: true, CutOffTime: '13:00', SettlementPeriod: 3, BuySettlementPeriod: 3, SellSettlementPeriod: 4 },
  'Exchange Traded Funds (ETF)': {
    Tradeable: true,
    CutOffTime: '16:30',
    SettlementPeriod: 2,
    BuySettlementPeriod: 2,
    SellSettlementPeriod: 2,
  },
  Equities: { Tradeable: true, CutOffTime: '17:30', SettlementPeriod: 2, BuySettlementPeriod: 2, SellSettlementPeriod: 2 },
  'Hybrid, Structured Instruments': {
    Tradeable: true,
    CutOffTime: '14:00',
    SettlementPeriod: 5,
    BuySettlementPeriod: 5,
    SellSettlementPeriod: 7,
  },
  'Fixed Income Bond': { Tradeable: true, CutOffTime: '15:00', SettlementPeriod: 2, BuySettlementPeriod: 2, SellSettlementPeriod: 2 },
  Bonds: { Tradeable: true, CutOffTime: '15:00', SettlementPeriod: 2, BuySettlementPeriod: 2, SellSettlementPeriod: 2 },
  DFM: { Tradeable: true, CutOffTime: '12:00', SettlementPeriod: 5, BuySettlementPeriod: 5, SellSettlementPeriod: 5 },
};

export function buildSettlement(spec: ProductSpec): SeedSettlement {
  return { ...SETTLEMENT[spec.type], ...spec.settlement };
}
