import { describe, expect, it } from 'vitest';
import { hostOffPlatformInstructions } from './off-platform-instructions';
import { defaultOffPlatformInstructions } from './product-constants';

describe('hostOffPlatformInstructions', () => {
  it("gives the host's own words, trimmed", () => {
    expect(hostOffPlatformInstructions('  Send the fee via Airbnb.\n')).toBe(
      'Send the fee via Airbnb.',
    );
  });

  it('gives nothing for an empty field or the default text the form stored', () => {
    expect(hostOffPlatformInstructions('')).toBe('');
    expect(hostOffPlatformInstructions(` ${defaultOffPlatformInstructions} `)).toBe('');
  });
});
