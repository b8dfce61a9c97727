import { resources } from '@kiosk/common/i18n';
import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from './graphql-client.ts';
import { errorCode, errorMessage, fieldErrors, type ErrorTranslator } from './notify.ts';

// The German catalogue, so the test proves the text comes from i18n and not from the server.
const t: ErrorTranslator = (key, options) => resources.de[options.ns][key];

const coded = (code: string, message: string, fields?: Record<string, string>) =>
  new GraphQLRequestError(message, [{ message, extensions: { code, ...(fields ? { fields } : {}) } }], 200);

describe('errorMessage', () => {
  it('translates known codes', () => {
    const error = coded('PRODUCT_ON_KIOSKS', 'Cannot delete product. Product added to one or more kiosks.');
    expect(errorCode(error)).toBe('PRODUCT_ON_KIOSKS');
    expect(errorMessage(error, t)).toBe(resources.de.errors.PRODUCT_ON_KIOSKS);
  });

  it('shows the server message for an unknown code, and the generic text for network failures', () => {
    expect(errorMessage(coded('SOMETHING_NEW', 'A new kind of problem'), t)).toBe('A new kind of problem');
    expect(errorMessage(new GraphQLRequestError('Failed to fetch', [], 0), t)).toBe(resources.de.errors.INTERNAL);
    expect(errorMessage(new Error('boom'), t)).toBe(resources.de.errors.INTERNAL);
  });
});

describe('fieldErrors', () => {
  it('maps API paths to form paths and translates their codes', () => {
    const error = coded('EAN_INVALID', 'Invalid EAN', {
      'packagingOptions.0.ean': 'EAN_INVALID',
      taxId: 'TAX_NOT_ALLOWED',
      orgId: 'whatever',
      secret: 'REQUIRED',
    });
    const mapped = fieldErrors(error, t, (path) =>
      path === 'secret' ? null : path === 'taxId' ? 'tax' : path.replace('packagingOptions.0.', 'packaging.'),
    );
    expect(mapped).toEqual({
      'packaging.ean': resources.de.errors.EAN_INVALID,
      tax: resources.de.errors.TAX_NOT_ALLOWED,
      orgId: resources.de.errors.BAD_USER_INPUT,
    });
    expect(fieldErrors(new Error('x'), t)).toEqual({});
  });
});
