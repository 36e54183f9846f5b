import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { validateXML, type XMLValidationError } from 'xmllint-wasm';

/**
 * The ISO 20022 schema of the customer credit transfer initiation, version 3, as the standard publishes it (kept in
 * the project, so a fresh clone tests on its own).
 */
const schemaPath = fileURLToPath(new URL('iso20022/pain.001.001.03.xsd', import.meta.url));

/** What xmllint says of a pain.001.001.03 file: no errors means it validates against the ISO 20022 schema. */
export async function painSchemaErrors(xml: string): Promise<readonly XMLValidationError[]> {
  const schema = await readFile(schemaPath, 'utf8');
  const result = await validateXML({
    xml: { fileName: 'payout.xml', contents: xml },
    schema: { fileName: 'pain.001.001.03.xsd', contents: schema },
    // A 10,000-item file is a few megabytes; the parsed tree needs room beyond the default 16 MiB.
    maxMemoryPages: 16_384,
  });
  return result.errors;
}
