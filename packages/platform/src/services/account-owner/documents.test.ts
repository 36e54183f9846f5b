import { maxUploadBytes } from '@ops/core/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/index.ts';
import {
  type AccountOwnerTestKit,
  createMerchantScope,
  createSeller,
  failureOf,
  type Scope,
  sampleFiles,
  setupTimeoutMs,
  startAccountOwnerTest,
} from './testing/account-owner-test-kit.ts';

let kit: AccountOwnerTestKit;
let acme: Scope;
let person: Scope & { accountHolderCode: string };
let company: Scope & { accountHolderCode: string };

beforeAll(async () => {
  kit = await startAccountOwnerTest();
  acme = await createMerchantScope(kit.ops, 'Acme Market');
  person = { ...acme, accountHolderCode: (await createSeller(kit.ops, acme)).code };
  const organization = await createSeller(kit.ops, acme, { legalForm: 'ORGANIZATION', companyType: 'NON_PROFIT' });
  company = { ...acme, accountHolderCode: organization.code };
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const storedFileCount = async () =>
  (await kit.platform.database.db.select({ value: count() }).from(storedFiles))[0]?.value;

describe('personal documents', () => {
  it('adds a document, uploads photos of any accepted kind, and gives their bytes back', async () => {
    const document = await kit.ops.createPersonalDocument({
      params: person,
      body: {
        type: 'PASSPORT',
        number: ' NX12345 ',
        issuedAt: '2020-01-01',
        expiresAt: '2030-01-01',
        issuerCountry: 'NLD',
      },
    });
    expect(document).toMatchObject({ type: 'PASSPORT', number: 'NX12345', photos: [], externalReference: null });
    const params = { ...person, documentId: document.code };

    const front = await kit.ops.uploadPersonalDocumentPhoto({ params, body: { photo: sampleFiles.jpeg() } });
    expect(front.photos).toEqual([
      expect.objectContaining({ fileName: 'passport.jpg', contentType: 'image/jpeg', size: sampleFiles.jpeg().size }),
    ]);
    await kit.ops.uploadPersonalDocumentPhoto({ params, body: { photo: sampleFiles.png() } });
    await kit.ops.uploadPersonalDocumentPhoto({ params, body: { photo: sampleFiles.pdf() } });
    const withHeic = await kit.ops.uploadPersonalDocumentPhoto({ params, body: { photo: sampleFiles.heic() } });
    expect(withHeic.photos.map((photo) => photo.contentType)).toEqual([
      'image/jpeg',
      'image/png',
      'application/pdf',
      'image/heic',
    ]);

    const photoCode = withHeic.photos[0]?.code as string;
    const download = await kit.ops.downloadPersonalDocumentPhoto({ params: { ...params, photoId: photoCode } });
    expect(download.name).toBe('passport.jpg');
    expect(download.type).toBe('image/jpeg');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(
      new Uint8Array(await sampleFiles.jpeg().arrayBuffer()),
    );
    expect(
      (await failureOf(kit.ops.downloadPersonalDocumentPhoto({ params: { ...params, photoId: 'F-NOPE' } }))).status,
    ).toBe(404);

    const [listed] = (await kit.ops.listPersonalDocuments({ params: person })).elements;
    expect(listed).toEqual(withHeic);
    const seller = await kit
      .boundTo(acme)
      .getAccountHolder({ params: { accountHolderCode: person.accountHolderCode } });
    expect(seller.identity.documents.personal).toEqual([withHeic]);
    expect(seller.status).toBe('IN_PROGRESS');
    const trail = await kit.auditOf('document', document.code);
    expect(trail[0]).toMatchObject({ action: 'uploadPersonalDocumentPhoto', actor: 'ops@sandbox.test' });
    expect(trail.at(-1)).toMatchObject({ action: 'createPersonalDocument', before: null });
  });

  it('changes a document, keeping it valid after it was issued', async () => {
    const document = await kit.ops.createPersonalDocument({
      params: person,
      body: { type: 'ID_CARD', issuedAt: '2021-05-01' },
    });
    const params = { ...person, documentId: document.code };
    const changed = await kit.ops.updatePersonalDocument({ params, body: { expiresAt: '2031-05-01', number: 'ID1' } });
    expect(changed).toMatchObject({ type: 'ID_CARD', issuedAt: '2021-05-01', expiresAt: '2031-05-01', number: 'ID1' });
    const trail = await kit.auditOf('document', document.code);
    expect(await kit.ops.updatePersonalDocument({ params, body: { number: 'ID1' } })).toEqual(changed);
    expect(await kit.auditOf('document', document.code)).toEqual(trail);
    expect(
      await failureOf(kit.ops.updatePersonalDocument({ params, body: { expiresAt: '2020-01-01' } })),
    ).toMatchObject({
      status: 400,
      error: { details: [{ field: 'expiresAt', message: 'The expiry date must be after the issue date' }] },
    });
    const inOneGo = await failureOf(
      kit.ops.createPersonalDocument({
        params: person,
        body: { type: 'PASSPORT', issuedAt: '2022-01-01', expiresAt: '2021-01-01' },
      }),
    );
    expect(inOneGo.error?.details).toEqual([
      { field: 'expiresAt', message: 'The expiry date must be after the issue date' },
    ]);
    const unknownType = await failureOf(
      kit.ops.createPersonalDocument({ params: person, body: { type: 'LIBRARY_CARD' as 'PASSPORT' } }),
    );
    expect(unknownType.error?.details.map((detail) => detail.field)).toEqual(['type']);
  });

  it('deletes a document with its photos', async () => {
    const document = await kit.ops.createPersonalDocument({ params: person, body: { type: 'DRIVING_LICENSE' } });
    const params = { ...person, documentId: document.code };
    await kit.ops.uploadPersonalDocumentPhoto({ params, body: { photo: sampleFiles.png() } });
    const before = await storedFileCount();
    await kit.ops.deletePersonalDocument({ params });
    expect(await storedFileCount()).toBe((before ?? 0) - 1);
    expect((await failureOf(kit.ops.updatePersonalDocument({ params, body: { number: 'X' } }))).status).toBe(404);
    expect((await kit.auditOf('document', document.code))[0]).toMatchObject({
      action: 'deletePersonalDocument',
      after: null,
    });
  });
});

describe('uploads', () => {
  let params: Scope & { accountHolderCode: string; documentId: string };

  beforeAll(async () => {
    const document = await kit.ops.createPersonalDocument({ params: person, body: { type: 'RESIDENCE_PERMIT' } });
    params = { ...person, documentId: document.code };
  }, setupTimeoutMs);

  it('refuses a file whose bytes are not an image, PDF or HEIC, whatever its declared type, storing nothing', async () => {
    const before = await storedFileCount();
    expect(
      await failureOf(kit.ops.uploadPersonalDocumentPhoto({ params, body: { photo: sampleFiles.disguisedText() } })),
    ).toMatchObject({
      status: 400,
      error: { details: [{ field: 'photo', message: 'Only images, PDF and HEIC files can be uploaded' }] },
    });
    const declaredText = new File(['plain'], 'notes.txt', { type: 'text/plain' });
    const refused = await failureOf(kit.ops.uploadPersonalDocumentPhoto({ params, body: { photo: declaredText } }));
    expect(refused.error?.details.map((detail) => detail.field)).toEqual(['photo']);
    expect(await storedFileCount()).toBe(before);
  });

  it('stores a file as the type its bytes show', async () => {
    const pngCalledJpeg = new File([sampleFiles.png()], 'scan.jpg', { type: 'image/jpeg' });
    const document = await kit.ops.uploadPersonalDocumentPhoto({ params, body: { photo: pngCalledJpeg } });
    expect(document.photos.at(-1)).toMatchObject({ fileName: 'scan.jpg.png', contentType: 'image/png' });
  });

  it('takes a file of 10 MB and refuses one byte more with 400, a far larger body with 413', {
    timeout: 30_000,
  }, async () => {
    const before = await storedFileCount();
    const atLimit = await kit.ops.uploadPersonalDocumentPhoto({
      params,
      body: { photo: sampleFiles.pdfOfSize(maxUploadBytes) },
    });
    expect(atLimit.photos.at(-1)?.size).toBe(maxUploadBytes);
    const overLimit = await failureOf(
      kit.ops.uploadPersonalDocumentPhoto({ params, body: { photo: sampleFiles.pdfOfSize(maxUploadBytes + 1) } }),
    );
    expect(overLimit).toMatchObject({
      status: 400,
      error: { details: [{ field: 'photo', message: 'The file is larger than 10 MB' }] },
    });
    const farOver = await failureOf(
      kit.ops.uploadPersonalDocumentPhoto({
        params,
        body: { photo: sampleFiles.pdfOfSize(maxUploadBytes + 512 * 1024) },
      }),
    );
    expect(farOver).toMatchObject({ status: 413, error: { message: 'The file is larger than 10 MB' } });
    expect(await storedFileCount()).toBe((before ?? 0) + 1);
  });

  it('needs a multipart body with the file', async () => {
    const headers = await kit.platform.headersFor('ops@sandbox.test');
    const path = `merchants/${params.merchantCode}/divisions/${params.divisionCode}/accountholders/${params.accountHolderCode}/documents/personal/${params.documentId}/photos`;
    const response = await fetch(`${kit.platform.baseUrl}/api/accountowner/api/v2/accountowners/${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
  });
});

describe('organization documents', () => {
  it('keeps one file per document: a new upload replaces the previous one', async () => {
    const document = await kit.ops.createOrganizationDocument({
      params: company,
      body: { type: 'REGISTRATION_EXTRACT', number: 'KVK 1234', externalReference: 'ext-1' },
    });
    expect(document).toMatchObject({ type: 'REGISTRATION_EXTRACT', file: null, externalReference: 'ext-1' });
    const params = { ...company, documentId: document.code };
    expect(await failureOf(kit.ops.downloadOrganizationDocumentFile({ params }))).toMatchObject({
      status: 404,
      error: { message: 'No file found' },
    });
    await kit.ops.uploadOrganizationDocumentFile({ params, body: { file: sampleFiles.pdf() } });
    const replaced = await kit.ops.uploadOrganizationDocumentFile({ params, body: { file: sampleFiles.png() } });
    expect(replaced.file).toMatchObject({ fileName: 'id.png', contentType: 'image/png' });
    const [{ value } = { value: 0 }] = await kit.platform.database.db
      .select({ value: count() })
      .from(storedFiles)
      .where(eq(storedFiles.documentCode, document.code));
    expect(value).toBe(1);
    const download = await kit.ops.downloadOrganizationDocumentFile({ params });
    expect(download.type).toBe('image/png');
    expect(download.size).toBe(sampleFiles.png().size);

    const changed = await kit.ops.updateOrganizationDocument({ params, body: { type: 'ARTICLES_OF_ASSOCIATION' } });
    expect(changed).toMatchObject({ type: 'ARTICLES_OF_ASSOCIATION', file: replaced.file });
    expect((await kit.ops.listOrganizationDocuments({ params: company })).elements).toEqual([changed]);
    await kit.ops.deleteOrganizationDocument({ params });
    expect((await kit.ops.listOrganizationDocuments({ params: company })).elements).toEqual([]);
  });

  it('belong only to organizations', async () => {
    expect(
      await failureOf(kit.ops.createOrganizationDocument({ params: person, body: { type: 'PROOF_OF_ADDRESS' } })),
    ).toMatchObject({ status: 409, error: { message: 'Only an organization has organization documents' } });
  });

  it('is 404 for a document of another kind or another seller', async () => {
    const personal = await kit.ops.createPersonalDocument({ params: person, body: { type: 'PASSPORT' } });
    const asOrganization = { ...company, documentId: personal.code };
    expect((await failureOf(kit.ops.downloadOrganizationDocumentFile({ params: asOrganization }))).status).toBe(404);
    const underCompany = { ...company, documentId: personal.code };
    expect((await failureOf(kit.ops.deletePersonalDocument({ params: underCompany }))).status).toBe(404);
  });
});
