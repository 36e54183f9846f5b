import { describe, expect, it } from 'vitest';
import { buildSepaCreditTransfer, type SepaBatch, type SepaTransfer } from './sepa-file.ts';
import { sepaIdentifier, sepaText } from './sepa-text.ts';
import { painSchemaErrors } from './testing/pain-schema.ts';

const transfer = (overrides: Partial<SepaTransfer> = {}): SepaTransfer => ({
  endToEndId: 'PR-0000000001',
  amount: 1_005,
  creditorName: 'Jan Jansen',
  creditorIban: 'NL91ABNA0417164300',
  remittance: 'March payout',
  ...overrides,
});

function batchOf(transfers: SepaTransfer[]): SepaBatch {
  return {
    payoutCode: 'PO-0000000001',
    createdAt: new Date('2024-05-01T12:34:56.789Z'),
    requestedExecutionDate: '2024-05-02',
    initiatingParty: 'Ops Sandbox Payments B.V.',
    ultimateDebtor: 'Shop Division',
    debtor: { name: 'Ops Sandbox Payments B.V.', iban: 'NL86SNDB0123456789', bic: 'SNDBNL2A' },
    transfers,
    numberOfTransactions: transfers.length,
    controlSum: transfers.reduce((sum, item) => sum + BigInt(item.amount), 0n),
  };
}

const textOf = (xml: string, element: string) =>
  [...xml.matchAll(new RegExp(`<${element}[^>]*>([^<]*)<`, 'g'))].map((m) => m[1]);

describe('the pain.001.001.03 file of a batch', () => {
  it('validates against the ISO 20022 schema and carries the count and sum it is given', async () => {
    const xml = buildSepaCreditTransfer(batchOf([transfer(), transfer({ endToEndId: 'PR-2', amount: 5 })]));
    expect(await painSchemaErrors(xml)).toEqual([]);
    expect(textOf(xml, 'NbOfTxs')).toEqual(['2', '2']);
    expect(textOf(xml, 'CtrlSum')).toEqual(['10.10', '10.10']);
    expect(textOf(xml, 'InstdAmt')).toEqual(['10.05', '0.05']);
    expect(textOf(xml, 'CreDtTm')).toEqual(['2024-05-01T12:34:56']);
    expect(textOf(xml, 'EndToEndId')).toEqual(['PR-0000000001', 'PR-2']);
  });

  it('writes amounts exactly from minor units, beyond what a float holds', async () => {
    const largest = transfer({ amount: Number.MAX_SAFE_INTEGER });
    const xml = buildSepaCreditTransfer(batchOf([largest, largest]));
    expect(textOf(xml, 'InstdAmt')).toEqual(['90071992547409.91', '90071992547409.91']);
    expect(textOf(xml, 'CtrlSum')).toEqual(['180143985094819.82', '180143985094819.82']);
    expect(await painSchemaErrors(xml)).toEqual([]);
  });

  it('keeps names and remittance to 140 characters of the SEPA character set', async () => {
    const xml = buildSepaCreditTransfer(
      batchOf([
        transfer({
          creditorName: `Zoë Müller-Straße & Søn ${'x'.repeat(200)}`,
          remittance: 'Factuur #12 — €40 “bedankt”',
        }),
      ]),
    );
    const [name = ''] = textOf(xml, 'Nm').slice(-1);
    expect(name.startsWith('Zoe Muller-Strasse + S n x')).toBe(true);
    expect(name).toHaveLength(140);
    expect(textOf(xml, 'Ustrd')).toEqual(['Factuur 12 40 bedankt']);
    expect(await painSchemaErrors(xml)).toEqual([]);
  });
});

describe('SEPA text', () => {
  it('transliterates, collapses spaces and cuts without a trailing space', () => {
    expect(sepaText('  Ünïcödé   name ', 140)).toBe('Unicode name');
    expect(sepaText('abc def', 4)).toBe('abc');
    expect(sepaText('日本', 140)).toBe('');
  });

  it('makes identifiers of at most 35 characters without a leading or doubled slash', () => {
    expect(sepaIdentifier('/PR//1')).toBe('-PR-/1');
    expect(sepaIdentifier('P'.repeat(50))).toHaveLength(35);
  });
});
