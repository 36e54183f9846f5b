import { describe, expect, it } from 'vitest';
import { sampleSeller } from '../../testing/sample-seller.ts';
import { draftOf, identityPatch } from './identity-fields.ts';

describe('identity edits', () => {
  const { identity } = sampleSeller();

  it('send only what changed: a cleared field as null, address fields in the address', () => {
    const draft = { ...draftOf(identity), phone: ' +31 20 123 4567 ', city: 'Amsterdam', firstName: '' };
    expect(identityPatch(identity, draft)).toEqual({
      phone: '+31 20 123 4567',
      firstName: null,
      address: { city: 'Amsterdam' },
    });
  });

  it('send nothing when nothing changed', () => {
    expect(identityPatch(identity, draftOf(identity))).toEqual({});
  });
});
