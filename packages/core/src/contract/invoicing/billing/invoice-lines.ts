import type { FeeContractTerms, VolumeTier } from './fee-contract.ts';
import type { InvoiceLine } from './invoice.ts';

/** What a division did in an invoice's period, read from the ledger and the services' rows. */
export interface BillingActivity {
  /** The settled splits' volume: what they moved from pending to confirmed balances, in minor units. */
  settledVolume: number;
  settledSplits: number;
  kycIndividualDecisions: number;
  kycBusinessDecisions: number;
  sellersOnboarded: number;
  balanceTransfers: number;
  /** The division's group balance (confirmed plus payout) at the period's end. */
  closingBalance: number;
  /** Days in the period, both ends included. */
  days: number;
}

export interface InvoiceTotals {
  lines: InvoiceLine[];
  subtotal: number;
  vat: number;
  total: number;
}

const basisPointsPerUnit = 10_000n;
const daysPerYear = 365n;

/** `numerator / denominator` rounded half up, for amounts that are never negative. */
function roundHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/**
 * The processing volume fee, graduated: each tier's rate applies to the part of the volume between the previous
 * tier's bound and its own, the last tier to everything above; the sum is rounded once, half up, to a minor unit.
 */
export function processingVolumeFee(tiers: readonly VolumeTier[], volume: number): number {
  let charged = 0n;
  let lower = 0;
  for (const tier of tiers) {
    const upper = tier.upTo ?? Number.POSITIVE_INFINITY;
    const part = Math.max(0, Math.min(volume, upper) - lower);
    charged += BigInt(part) * BigInt(tier.rateBasisPoints);
    if (tier.upTo === null || volume <= tier.upTo) break;
    lower = tier.upTo;
  }
  return roundHalfUp(charged, basisPointsPerUnit);
}

/** Interest on a positive closing balance at a yearly rate, for the period's days. */
function negativeInterest(rateBasisPoints: number, balance: number, days: number): number {
  if (balance <= 0) return 0;
  return roundHalfUp(BigInt(balance) * BigInt(rateBasisPoints) * BigInt(days), basisPointsPerUnit * daysPerYear);
}

/** An invoice's lines, subtotal, VAT (rounded half up on the subtotal) and total under a contract's terms. */
export function invoiceTotals(terms: FeeContractTerms, activity: BillingActivity): InvoiceTotals {
  const perItem = (kind: InvoiceLine['kind'], quantity: number, fee: number): InvoiceLine => ({
    kind,
    quantity,
    base: null,
    amount: quantity * fee,
  });
  const lines: InvoiceLine[] = [
    {
      kind: 'PROCESSING_VOLUME',
      quantity: activity.settledSplits,
      base: activity.settledVolume,
      amount: processingVolumeFee(terms.volumeTiers, activity.settledVolume),
    },
    perItem('PLATFORM', activity.settledSplits, terms.platformFee),
    perItem('KYC_INDIVIDUAL', activity.kycIndividualDecisions, terms.kycIndividualFee),
    perItem('KYC_BUSINESS', activity.kycBusinessDecisions, terms.kycBusinessFee),
    perItem('KYC_SELLER', activity.sellersOnboarded, terms.kycSellerFee),
    perItem('BALANCE_TRANSFER', activity.balanceTransfers, terms.balanceTransferFee),
    {
      kind: 'NEGATIVE_INTEREST',
      quantity: activity.days,
      base: Math.max(0, activity.closingBalance),
      amount: negativeInterest(terms.negativeInterestBasisPoints, activity.closingBalance, activity.days),
    },
    perItem('FIXED', 1, terms.fixedFee),
  ];
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const vat = roundHalfUp(BigInt(subtotal) * BigInt(terms.vatBasisPoints), basisPointsPerUnit);
  return { lines, subtotal, vat, total: subtotal + vat };
}
