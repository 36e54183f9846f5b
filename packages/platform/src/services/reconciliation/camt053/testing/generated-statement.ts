// A generated camt.053 statement of about a given size, for tests and benchmarks of large uploads: its entries name
// payout requests no one made, so every one is judged and written (half FAILED debits, half UNALLOCATED credits) and
// none moves money.

/** One booked entry of about 1 kB: a payout to a seller, its end-to-end id naming a request no one made. */
function camtEntry(tag: string, index: number): string {
  const amount = (10 + (index % 990) + 0.5).toFixed(2);
  return `
      <Ntry>
        <NtryRef>${tag}-E-${index}</NtryRef>
        <Amt Ccy="EUR">${amount}</Amt>
        <CdtDbtInd>${index % 2 === 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-26</Dt></BookgDt>
        <ValDt><Dt>2026-11-26</Dt></ValDt>
        <AcctSvcrRef>${tag}-REF-${index}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>ICDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><PmtInfId>PO-${tag}</PmtInfId><EndToEndId>PR-${tag}-${index}</EndToEndId></Refs>
            <AmtDtls><TxAmt><Amt Ccy="EUR">${amount}</Amt></TxAmt></AmtDtls>
            <RltdPties>
              <Dbtr><Nm>Ops Sandbox Payments B.V.</Nm></Dbtr>
              <Cdtr><Nm>Seller ${index} of the benchmark's marketplace</Nm></Cdtr>
              <CdtrAcct><Id><IBAN>NL91ABNA0417164300</IBAN></Id></CdtrAcct>
            </RltdPties>
            <RmtInf><Ustrd>Payout on request ${index} for the orders of the week, with a long description</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>`;
}

/** A camt.053.001.02 statement of one account, entries added until it holds about `bytes`; `tag` makes it unique. */
export function camtStatementOf(tag: string, bytes: number): string {
  const entries: string[] = [];
  let size = 0;
  for (let index = 1; size < bytes; index++) {
    const entry = camtEntry(tag, index);
    entries.push(entry);
    size += entry.length;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${tag}</MsgId><CreDtTm>2026-11-26T18:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${tag}-STMT</Id>
      <Acct><Id><IBAN>NL86SNDB0123456789</IBAN></Id><Ccy>EUR</Ccy></Acct>${entries.join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}
