import { describe, expect, it } from 'vitest';
import { isTruthyString } from './truthy';

describe('isTruthyString', () => {
  it.each(['true', 'True', 'yes', 'YES', '1', ' 1 '])('%j is truthy', (value) => {
    expect(isTruthyString(value)).toBe(true);
  });

  it.each(['false', '0', 'no', '', 'on', 'y', null, undefined])('%j is not truthy', (value) => {
    expect(isTruthyString(value)).toBe(false);
  });
});
