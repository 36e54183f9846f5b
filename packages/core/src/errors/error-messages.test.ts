import { i18nObject } from '@ops/locales';
import { describe, expect, it } from 'vitest';

const en = i18nObject('en').errors;
const nl = i18nObject('nl').errors;

describe('error messages of spec sections 6 and 8', () => {
  it('tells an account without ops access what to do, in English and Dutch', () => {
    expect(en.notAuthorizedForOps()).toBe(
      'Sorry, this account is not authorized to access ops dashboard. Please contact your manager to request access or try with a different account.',
    );
    expect(nl.notAuthorizedForOps()).toMatch(/^Sorry, dit account heeft geen toegang/);
  });

  it('refuses ops-only operations outside ops', () => {
    expect(en.opsOnly()).toBe('This operation is only possible from OPS');
    expect(nl.opsOnly()).toBe('Deze handeling is alleen mogelijk vanuit OPS');
  });

  it('counts the failed requests of a bulk run', () => {
    expect(en.bulkRequestsFailed({ failed: 3, total: 120 })).toBe('3 of 120 requests have failed');
    expect(nl.bulkRequestsFailed({ failed: 3, total: 120 })).toBe('3 van 120 verzoeken zijn mislukt');
  });

  it('gives the table defaults for errors and empty results', () => {
    expect([en.title(), en.somethingWentWrong()]).toEqual(['Error', 'Something went wrong, please refresh your page']);
    expect([en.noResultsTitle(), en.noResultsMessage()]).toEqual([
      'No results found',
      'Consider changing your filter parameters',
    ]);
  });

  it('translates every English message into Dutch', () => {
    const english = texts(en as unknown as Messages);
    const dutch = texts(nl as unknown as Messages);
    expect(english.size).toBeGreaterThan(40);
    expect([...dutch.keys()]).toEqual([...english.keys()]);
    const sameInBothLanguages = ['catalogue.conflict'];
    for (const [key, text] of english) {
      expect(dutch.get(key), key).toBeTruthy();
      if (!sameInBothLanguages.includes(key)) expect(dutch.get(key), key).not.toBe(text);
    }
  });
});

// typesafe-i18n hands out nested areas as callable objects too: an entry with keys of its own is a group.
type Message = ((params: object) => string) & { [key: string]: Message };
type Messages = Record<string, Message>;

function texts(messages: Messages, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(messages).flatMap(([key, value]) =>
      Object.keys(value).length > 0
        ? [...texts(value, `${prefix}${key}.`)]
        : [[`${prefix}${key}`, value({ failed: 1, total: 2 })] as const],
    ),
  );
}
