import { describe, expect, it } from 'vitest';
import { attemptKey, normaliseLogin } from './login.rules.ts';

describe('normaliseLogin', () => {
  it.each([
    ['outra', 'outra'],
    ['outra ', 'outra'],
    [' outra\t', 'outra'],
    ['OUTRA', 'outra'],
    ['ou tra\n', 'outra'],
    ['ＯＵＴＲＡ', 'outra'],
    [undefined, ''],
    [42, ''],
  ])('%j counts as %j', (input, expected) => expect(normaliseLogin(input)).toBe(expected));

  it('keys attempts by address and name', () => {
    expect(attemptKey('10.0.0.1', 'Outra\t')).toBe('10.0.0.1|outra');
  });
});
