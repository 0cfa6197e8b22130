import { EXTERNAL_LINK, SOMETHING_ELSE } from '@stayfront/core';

export type WizardStep = 'type' | 'template' | 'details' | 'manage';

export const WIZARD_STEP_TITLES: Record<WizardStep, string> = {
  type: 'Type',
  template: 'Template',
  details: 'Tell guests',
  manage: 'Manage product',
};

/** Four steps; quick mode skips the type step. */
export function wizardSteps(quick: boolean): WizardStep[] {
  return quick ? ['template', 'details', 'manage'] : ['type', 'template', 'details', 'manage'];
}

/** Something else and External Link have no templates: they go from the type to the details. */
export function skipsTemplates(subcategory: string): boolean {
  return subcategory === SOMETHING_ELSE || subcategory === EXTERNAL_LINK;
}

interface StepContext {
  quick: boolean;
  subcategory: string;
}

/**
 * The stepper's items. A type without templates passes over the template step: shown as skipped,
 * not ticked as done. In quick mode the templates are where the wizard starts, never skipped.
 */
export function wizardStepItems(current: WizardStep, { quick, subcategory }: StepContext) {
  const steps = wizardSteps(quick);
  const passedOver =
    !quick && skipsTemplates(subcategory) && steps.indexOf(current) > steps.indexOf('template');
  return steps.map((key) => ({
    key,
    title: WIZARD_STEP_TITLES[key],
    ...(key === 'template' && passedOver
      ? { status: 'wait' as const, description: 'Skipped' }
      : {}),
  }));
}

export function nextWizardStep(
  step: WizardStep,
  { subcategory }: Pick<StepContext, 'subcategory'>,
): WizardStep | null {
  switch (step) {
    case 'type':
      return skipsTemplates(subcategory) ? 'details' : 'template';
    case 'template':
      return 'details';
    case 'details':
      return 'manage';
    case 'manage':
      return null;
  }
}

/** Spec section 4: back from the details of a type without templates returns to the type step. */
export function previousWizardStep(
  step: WizardStep,
  { quick, subcategory }: StepContext,
): WizardStep | null {
  switch (step) {
    case 'type':
      return null;
    case 'template':
      return quick ? null : 'type';
    case 'details':
      return !quick && skipsTemplates(subcategory) ? 'type' : 'template';
    case 'manage':
      return 'details';
  }
}
