import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { validateXML, type XMLValidationError } from 'xmllint-wasm';

/** The ISO 20022 schema in the shared reference files, beside the repository (see shared/reference/README.md). */
const schemaPath = fileURLToPath(
  new URL('../../../../../../../../shared/reference/iso20022/pain.001.001.03.xsd', import.meta.url),
);

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
