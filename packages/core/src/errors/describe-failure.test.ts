import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeFailure } from './describe-failure.ts';

describe('describeFailure', () => {
  it("titles the failure with the status's translation and shows the server's message", () => {
    const failure = { status: 404, body: { code: 404, message: 'Seller not found', details: [] } };
    expect(describeFailure(failure, 'en')).toEqual({ title: 'Not found', message: 'Seller not found' });
    expect(describeFailure(failure, 'nl')).toEqual({ title: 'Niet gevonden', message: 'Seller not found' });
  });

  it("appends the first detail's message after a comma", () => {
    const body = {
      code: 400,
      message: 'Invalid request',
      details: [
        { field: 'amount', message: 'amount must be positive' },
        { field: 'currency', message: 'currency is required' },
      ],
    };
    expect(describeFailure({ status: 400, body }, 'en')).toEqual({
      title: 'Bad request',
      message: 'Invalid request, amount must be positive',
    });
  });

  it('prefers the catalogue code of the body over the HTTP status', () => {
    const body = { code: '403.050.111', message: 'Forbidden for this account', details: [] };
    expect(describeFailure({ status: 403, body }, 'en').title).toBe(
      "This endpoint can't be called if not from a provider account",
    );
    expect(describeFailure({ status: 400, body: { code: 4005, message: 'x' } }, 'en').title).toBe(
      'Account code does not belong to merchant',
    );
  });

  it('reads statusCode when the body has no catalogue code', () => {
    const body = { code: 'SERVICE_DOWN', statusCode: 503, message: 'Try later' };
    expect(describeFailure({ body }, 'en')).toEqual({ title: 'Service unavailable', message: 'Try later' });
  });

  it('falls back to the HTTP status when the body codes are not in the catalogue', () => {
    expect(describeFailure({ status: 504, body: { code: 'TIMEOUT' } }, 'en').title).toBe('Gateway timeout');
  });

  it('uses the generic title for a status without a translation', () => {
    expect(describeFailure({ status: 418, body: { message: 'short and stout' } }, 'en')).toEqual({
      title: 'Error',
      message: 'short and stout',
    });
  });

  it('uses the generic message when the body has no message, e.g. a proxy page', () => {
    expect(describeFailure({ status: 502, body: '<html>Bad Gateway</html>' }, 'en')).toEqual({
      title: 'Bad gateway',
      message: 'Something went wrong, please refresh your page',
    });
    expect(describeFailure({ status: 500, body: { message: '   ' } }, 'nl')).toEqual({
      title: 'Interne serverfout',
      message: 'Er is iets misgegaan, ververs de pagina',
    });
  });

  it('shows the first detail alone when there is no message to append it to', () => {
    const body = { code: 400, details: [{ field: 'iban', message: 'iban is not valid' }] };
    expect(describeFailure({ body }, 'en').message).toBe('iban is not valid');
  });

  it('says a message once when its one detail says the same again', () => {
    const message = 'A view with this name already exists for this list';
    const body = { code: 409, message, details: [{ field: 'name', message }] };
    expect(describeFailure({ status: 409, body }, 'en').message).toBe(message);
  });

  it('ignores details that carry no message', () => {
    const body = { message: 'Invalid request', details: [{ field: 'iban' }, { field: 'x', message: 'later' }] };
    expect(describeFailure({ status: 400, body }, 'en').message).toBe('Invalid request');
  });

  it('says "Unknown Error" when nothing at all is known about the failure', () => {
    expect(describeFailure({}, 'en')).toEqual({
      title: 'Unknown Error',
      message: 'Something went wrong, please refresh your page',
    });
    expect(describeFailure({}, 'nl').title).toBe('Onbekende fout');
  });

  it('reports a cancelled request as cancelled by the user, whatever else is known', () => {
    expect(describeFailure({ cancelled: true, status: 500 }, 'en')).toEqual({
      title: 'Canceled',
      message: 'Request canceled by user',
    });
    expect(describeFailure({ cancelled: true }, 'nl')).toEqual({
      title: 'Geannuleerd',
      message: 'Verzoek geannuleerd door gebruiker',
    });
  });

  it('points at the VPN when no answer arrived', () => {
    expect(describeFailure({ unreachable: true }, 'en')).toEqual({
      title: 'Error',
      message: 'Network error, Please make sure that your VPN connection is active!',
    });
  });

  it('always gives a non-empty title and message, whatever the server sent', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 100, max: 599 }), { nil: undefined }), fc.anything(), (status, body) => {
        const { title, message } = describeFailure({ status, body }, 'en');
        return title.length > 0 && message.length > 0;
      }),
    );
  });
});
