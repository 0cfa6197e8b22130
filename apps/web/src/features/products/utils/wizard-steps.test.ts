import { describe, expect, it } from 'vitest';
import { nextWizardStep, previousWizardStep, wizardStepItems, wizardSteps } from './wizard-steps';

describe('wizard steps', () => {
  it('has four steps, three in quick mode', () => {
    expect(wizardSteps(false)).toEqual(['type', 'template', 'details', 'manage']);
    expect(wizardSteps(true)).toEqual(['template', 'details', 'manage']);
  });

  it('goes from the type to the templates', () => {
    expect(nextWizardStep('type', { subcategory: 'Guest services' })).toBe('template');
    expect(nextWizardStep('template', { subcategory: 'Guest services' })).toBe('details');
    expect(nextWizardStep('details', { subcategory: 'Guest services' })).toBe('manage');
    expect(nextWizardStep('manage', { subcategory: 'Guest services' })).toBeNull();
  });

  it('skips the templates for Something else and External Link, both ways', () => {
    for (const subcategory of ['Something else', 'External Link']) {
      expect(nextWizardStep('type', { subcategory })).toBe('details');
      expect(previousWizardStep('details', { quick: false, subcategory })).toBe('type');
    }
    expect(previousWizardStep('details', { quick: false, subcategory: 'Rentals' })).toBe(
      'template',
    );
  });

  it('starts quick mode on the templates, with no way further back', () => {
    expect(previousWizardStep('template', { quick: true, subcategory: '' })).toBeNull();
    expect(previousWizardStep('details', { quick: true, subcategory: 'Something else' })).toBe(
      'template',
    );
    expect(previousWizardStep('template', { quick: false, subcategory: 'Rentals' })).toBe('type');
    expect(previousWizardStep('manage', { quick: false, subcategory: 'Rentals' })).toBe('details');
  });

  it('shows the template step as skipped once a type without templates has passed it', () => {
    const skipped = (
      step: Parameters<typeof wizardStepItems>[0],
      quick: boolean,
      subcategory: string,
    ) =>
      wizardStepItems(step, { quick, subcategory }).filter(
        (item) => item.description === 'Skipped',
      );
    expect(skipped('details', false, 'Something else').map((item) => item.key)).toEqual([
      'template',
    ]);
    expect(skipped('manage', false, 'External Link')).toHaveLength(1);
    expect(skipped('type', false, 'Something else')).toHaveLength(0);
    expect(skipped('details', false, 'Rentals')).toHaveLength(0);
    expect(skipped('details', true, 'Something else')).toHaveLength(0);
  });
});
