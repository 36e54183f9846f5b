import { describe, expect, it } from 'vitest';
import { accountHolderStatuses } from '../account-owner/account-holder.ts';
import { kycPermissions } from '../account-owner/division-config.ts';
import { allowedKycMoves, isAllowedKycMove } from './kyc-status-graph.ts';

const everyMove = accountHolderStatuses.flatMap((from) => accountHolderStatuses.map((to) => [from, to] as const));

describe('the KYC status graph', () => {
  it('refuses every move it does not list, staying put included', () => {
    const allowed = everyMove.filter(([from, to]) => isAllowedKycMove(from, to)).map((move) => move.join(' → '));
    expect(allowed.sort()).toEqual(
      [
        'MISSING_DATA → IN_PROGRESS',
        'MISSING_DATA → FAILED',
        'MISSING_DATA → REJECTED',
        'IN_PROGRESS → ACTIVE',
        'IN_PROGRESS → MISSING_DATA',
        'IN_PROGRESS → FAILED',
        'IN_PROGRESS → REJECTED',
        'ACTIVE → IN_PROGRESS',
        'ACTIVE → MISSING_DATA',
        'ACTIVE → REJECTED',
        'FAILED → IN_PROGRESS',
        'FAILED → REJECTED',
      ].sort(),
    );
    const refused = everyMove.filter(([from, to]) => !isAllowedKycMove(from, to));
    expect(refused).toHaveLength(everyMove.length - 12);
    for (const [from, to] of refused) expect(allowedKycMoves(from, 'OPS', 'NONE')).not.toContain(to);
    for (const status of accountHolderStatuses) expect(isAllowedKycMove(status, status)).toBe(false);
    expect(allowedKycMoves('REJECTED', 'OPS', 'NONE')).toEqual([]);
  });

  it('lets a merchant block only under can reject, and never approve or reject under can edit', () => {
    expect(allowedKycMoves('IN_PROGRESS', 'MERCHANT', 'CAN_REJECT')).toEqual(['REJECTED']);
    expect(allowedKycMoves('IN_PROGRESS', 'MERCHANT', 'CAN_EDIT')).toEqual(['MISSING_DATA']);
    expect(allowedKycMoves('IN_PROGRESS', 'MERCHANT', 'NONE')).toEqual([]);
    for (const permission of kycPermissions) {
      for (const from of accountHolderStatuses) {
        const merchantMoves = allowedKycMoves(from, 'MERCHANT', permission);
        expect(merchantMoves).not.toContain('ACTIVE');
        if (permission !== 'CAN_REJECT') expect(merchantMoves).not.toContain('REJECTED');
        for (const to of merchantMoves) expect(isAllowedKycMove(from, to)).toBe(true);
      }
    }
  });
});
