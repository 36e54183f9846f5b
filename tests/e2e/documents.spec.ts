import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { collectPageErrors, demoAccounts, signIn } from './sign-in.ts';

const accountOwner = '/api/accountowner/api/v2/accountowners';
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/** A one-page PDF, 200 by 300 points, with a blue square on it: the smallest file pdf.js draws something of. */
function onePagePdf(): Buffer {
  const content = '0 0 1 rg 40 100 120 120 re f';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 300] /Contents 4 0 R /Resources << >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A 4 by 4 red PNG. */
function redPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4, 0);
  header.writeUInt32BE(4, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, ...Array.from({ length: 4 }, () => [255, 0, 0]).flat()]);
  const pixels = deflateSync(Buffer.concat([row, row, row, row]));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

const individual = { legalForm: 'INDIVIDUAL' };
const organization = { legalForm: 'ORGANIZATION', companyType: 'PRIVATE_COMPANY' };

/** A merchant of its own with one seller, made through the platform's API. */
async function newSeller(request: APIRequestContext, legalForm: typeof individual | typeof organization = individual) {
  const token = await request.post('/sandbox/token', { data: { email: demoAccounts.ops.email } });
  const { idToken } = (await token.json()) as { idToken: string };
  const headers = { authorization: `Bearer ${idToken}`, 'x-user': demoAccounts.ops.email };
  const merchant = await request.post(`${accountOwner}/merchants`, {
    headers: {
      ...headers,
      'merchant-code': 'PLATFORM',
      'merchant-division-code': 'PLATFORM-OPS',
      'populate-code-fields': 'generate',
    },
    data: { displayName: uniqueName('Documents Shop'), description: 'end-to-end documents' },
  });
  expect(merchant.status()).toBe(201);
  const { code: merchantCode, divisions } = (await merchant.json()) as { code: string; divisions: { code: string }[] };
  const divisionCode = divisions[0]?.code ?? '';
  const seller = await request.post(
    `${accountOwner}/merchants/${merchantCode}/divisions/${divisionCode}/accountholders`,
    {
      headers,
      data: { name: uniqueName('Drukkerij'), email: 'drukker@example.com', ...legalForm },
    },
  );
  expect(seller.status()).toBe(201);
  const { code, name } = (await seller.json()) as { code: string; name: string };
  return { merchantCode, divisionCode, code, name };
}

async function openIdentity(page: Page, seller: Awaited<ReturnType<typeof newSeller>>) {
  await signIn(
    page,
    demoAccounts.ops,
    `/sellers/${seller.code}/identity?merchantCode=${seller.merchantCode}&divisionCode=${seller.divisionCode}`,
  );
  await expect(page.getByRole('heading', { level: 2, name: seller.name })).toBeVisible();
}

const sizeOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { width: Math.round(box.width), height: Math.round(box.height) };
  });

test('upload a PDF and a PNG to a seller document, then read the PDF in the viewer: zoom and rotate', async ({
  page,
  request,
}) => {
  // A long flow of many steps: on 2 busy cores it takes 20 to 33 s, past the default 30 s.
  test.setTimeout(60_000);
  const seller = await newSeller(request);
  const errors = collectPageErrors(page);
  const pdfJs: string[] = [];
  page.on('request', (sent) => {
    if (/\/assets\/pdf[.-]/.test(new URL(sent.url()).pathname)) pdfJs.push(sent.url());
  });
  await openIdentity(page, seller);
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByText('No documents')).toBeVisible();

  await documents.getByRole('button', { name: 'Add document' }).click();
  const form = documents.getByRole('form', { name: 'New document' });
  await form.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Passport' }).click();
  await form.getByLabel('Number').fill('NX1234567');
  await form.getByRole('button', { name: 'Add document' }).click();
  const passport = documents.getByRole('article', { name: /^Passport / });
  await expect(passport).toBeVisible();
  await expect(passport.getByRole('definition').filter({ hasText: 'NX1234567' })).toBeVisible();

  // The file button opens the browser's file chooser, from the keyboard too.
  const uploader = passport.getByRole('region', { name: /^Upload files for / });
  const chooser = page.waitForEvent('filechooser');
  await uploader.getByRole('button', { name: 'Choose files' }).focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles([
    { name: 'scan.pdf', mimeType: 'application/pdf', buffer: onePagePdf() },
    { name: 'front.png', mimeType: 'image/png', buffer: redPng() },
  ]);
  await expect(uploader.getByRole('img', { name: 'front.png' })).toBeVisible();
  await expect(uploader.getByText('PDF document')).toBeVisible();
  await uploader.getByRole('button', { name: 'Upload' }).click();

  await expect(passport.getByRole('button', { name: 'Open scan.pdf' })).toBeVisible();
  await expect(passport.getByRole('button', { name: 'Open front.png' })).toBeVisible();
  await expect(uploader.getByRole('button', { name: 'Upload' })).toBeHidden();

  // pdf.js (its code and its worker) loads only once a PDF is opened.
  expect(pdfJs).toEqual([]);
  await passport.getByRole('button', { name: 'Open scan.pdf' }).click();
  const viewer = page.getByRole('dialog', { name: 'Document scan.pdf' });
  const pdfPage = viewer.getByRole('img', { name: 'Page 1 of 1' });
  await expect(pdfPage).toBeVisible();
  expect(pdfJs.some((url) => url.includes('pdf.worker'))).toBe(true);
  // 200 by 300 points at 100% is 267 by 400 CSS pixels, and pdf.js has drawn the blue square on it.
  await expect.poll(() => sizeOf(pdfPage)).toEqual({ width: 267, height: 400 });
  await expect
    .poll(() =>
      pdfPage.evaluate((canvas: HTMLCanvasElement) => {
        const context = canvas.getContext('2d');
        const [red, green, blue] = context?.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data ?? [];
        return { red, green, blue };
      }),
    )
    .toEqual({ red: 0, green: 0, blue: 255 });

  await viewer.getByRole('button', { name: 'Zoom out to 60%' }).click();
  await expect(viewer.getByText('60%')).toBeVisible();
  await expect.poll(() => sizeOf(pdfPage)).toEqual({ width: 160, height: 240 });
  await viewer.getByRole('button', { name: 'Rotate 90° to the right' }).click();
  await expect(viewer.getByText('Rotated 90°')).toBeVisible();
  await expect.poll(() => sizeOf(pdfPage)).toEqual({ width: 240, height: 160 });
  await viewer.getByRole('button', { name: 'Zoom in to 100%' }).click();
  await expect.poll(() => sizeOf(pdfPage)).toEqual({ width: 400, height: 267 });

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await passport.getByRole('button', { name: 'Open front.png' }).click();
  const imageViewer = page.getByRole('dialog', { name: 'Document front.png' });
  const image = imageViewer.getByRole('img', { name: 'front.png' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(4);
  await imageViewer.getByRole('button', { name: 'Rotate 90° to the left' }).click();
  await expect(image).toHaveCSS('transform', /matrix\(/);
  await imageViewer.getByRole('button', { name: 'Close' }).click();
  await expect(imageViewer).toBeHidden();

  // Deleting asks first, then the document goes with its files.
  await passport.getByRole('button', { name: /^Delete document / }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete document?' });
  await expect(confirm).toContainText('The document and its files are deleted for good.');
  await expect(confirm).toContainText(/Document\s*\S+/);
  await confirm.getByRole('button', { name: 'Delete document' }).click();
  await expect(confirm).toBeHidden();
  // Held 5 seconds for an Undo before it is sent (issue 31).
  await expect(documents.getByText('No documents')).toBeVisible({ timeout: 20_000 });
  expect(errors).toEqual([]);
});

test("refusals in the spec's words: a HEIC that cannot be converted, a file of another type, an upload the service refuses", async ({
  page,
  request,
}) => {
  const seller = await newSeller(request);
  const errors = collectPageErrors(page);
  await openIdentity(page, seller);
  const documents = page.getByRole('region', { name: 'Documents' });
  await documents.getByRole('button', { name: 'Add document' }).click();
  await documents.getByRole('form', { name: 'New document' }).getByRole('button', { name: 'Add document' }).click();
  const uploader = documents.getByRole('article', { name: /^Passport / }).getByRole('region', { name: /^Upload/ });
  const input = uploader.locator('input[type="file"]');

  // A HEIC container with nothing decodable in it: heic-to runs (its worker allowed by the CSP) and fails.
  const brokenHeic = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypheic\0\0\0\0mif1heic'),
    Buffer.alloc(64),
  ]);
  await input.setInputFiles({ name: 'back.heic', mimeType: 'image/heic', buffer: brokenHeic });
  const heicFailure = uploader.getByRole('alert').filter({ hasText: 'Failed to convert HEIC images' });
  await expect(heicFailure).toHaveText('Failed to convert HEIC images, please reload the page.', { timeout: 20_000 });
  await expect(heicFailure.locator('svg.error-icon')).toBeVisible();
  await uploader.getByRole('button', { name: 'Remove back.heic' }).click();
  await expect(heicFailure).toBeHidden();

  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(uploader.getByRole('alert')).toHaveText('notes.txt: Only images, PDF and HEIC files can be uploaded');

  // Called a PNG, but the service reads its bytes and refuses it.
  await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await uploader.getByRole('button', { name: 'Upload' }).click();
  await expect(uploader.getByRole('alert')).toHaveText('Error uploading image(s)');
  await expect(uploader.getByText('fake.png')).toBeVisible();
  expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
});

test("an organization's document has one file: a new upload replaces it", async ({ page, request }) => {
  const seller = await newSeller(request, organization);
  const errors = collectPageErrors(page);
  await openIdentity(page, seller);
  const documents = page.getByRole('region', { name: 'Documents' });
  await documents.getByRole('button', { name: 'Add document' }).click();
  const form = documents.getByRole('form', { name: 'New document' });
  await expect(form.getByRole('combobox', { name: 'Type' })).toHaveText('Registration extract');
  await form.getByRole('button', { name: 'Add document' }).click();
  const extract = documents.getByRole('article', { name: /^Registration extract / });
  const uploader = extract.getByRole('region', { name: /^Replace the file of / });
  const input = uploader.locator('input[type="file"]');
  expect(await input.evaluate((element: HTMLInputElement) => element.multiple)).toBe(false);

  await input.setInputFiles({ name: 'extract.pdf', mimeType: 'application/pdf', buffer: onePagePdf() });
  await uploader.getByRole('button', { name: 'Upload' }).click();
  await expect(extract.getByRole('button', { name: 'Open extract.pdf' })).toBeVisible();

  await input.setInputFiles({ name: 'extract-2024.png', mimeType: 'image/png', buffer: redPng() });
  await uploader.getByRole('button', { name: 'Upload' }).click();
  await expect(extract.getByRole('button', { name: 'Open extract-2024.png' })).toBeVisible();
  await expect(extract.getByRole('button', { name: 'Open extract.pdf' })).toBeHidden();
  expect(errors).toEqual([]);
});
