import { describe, expect, it } from 'vitest';
import { overrideMethod } from '../../src/index.js';

describe('overrideMethod', () => {
  it.each([
    ['put', 'PUT'],
    ['PATCH', 'PATCH'],
    ['Delete', 'DELETE'],
    [' delete ', 'DELETE'],
  ])('turns a POST with form _method=%j into %s', (value, verb) => {
    expect(overrideMethod('POST', { formParams: { _method: value } })).toBe(verb);
  });

  it('reads the X-HTTP-Method-Override header on a POST', () => {
    expect(overrideMethod('post', { headers: { 'x-http-method-override': 'delete' } })).toBe('DELETE');
  });

  it('prefers the form field over the header, as Rack does', () => {
    expect(overrideMethod('POST', { formParams: { _method: 'put' }, headers: { 'x-http-method-override': 'delete' } })).toBe('PUT');
  });

  it.each(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'])('never changes a %s', (method) => {
    expect(overrideMethod(method, { formParams: { _method: 'delete' }, headers: { 'x-http-method-override': 'put' } })).toBe(method);
  });

  it.each(['get', 'head', 'options', 'trace', 'connect', 'post', 'bogus', ''])('ignores _method=%j (not put, patch or delete)', (value) => {
    expect(overrideMethod('POST', { formParams: { _method: value } })).toBe('POST');
    expect(overrideMethod('POST', { headers: { 'x-http-method-override': value } })).toBe('POST');
  });

  it('ignores a _method that is not a string (a nested param or a file)', () => {
    expect(overrideMethod('POST', { formParams: { _method: { x: 'delete' } } })).toBe('POST');
    expect(overrideMethod('POST', { formParams: { _method: ['put'] } })).toBe('POST');
  });

  it('leaves a POST without an override a POST', () => {
    expect(overrideMethod('POST')).toBe('POST');
  });
});
