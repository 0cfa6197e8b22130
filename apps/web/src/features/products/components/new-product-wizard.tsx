import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Plan, ProductTemplate, Subcategory } from '@stayfront/core';
import { App, Button, Flex, Form, Grid, Modal, Steps, Typography } from 'antd';
import { useCreateProduct } from '../api/create-product';
import { useProductForm } from '../hooks/use-product-form';
import { useWizardHistoryEntry, type LeaveQuestion } from '../hooks/use-wizard-history-entry';
import {
  blankProductValues,
  sectionOf,
  toProductPayload,
  valuesFromTemplate,
} from '../utils/product-form';
import { describeSaveError } from '../utils/submit-errors';
import {
  nextWizardStep,
  previousWizardStep,
  WIZARD_STEP_TITLES,
  wizardStepItems,
  wizardSteps,
  type WizardStep,
} from '../utils/wizard-steps';
import { DetailsFields } from './product-form/details-fields';
import { ProductFormProvider } from './product-form/product-form-context';
import { SettingsFields } from './product-form/settings-fields';
import { SCRATCH, WizardTemplateStep } from './wizard-template-step';
import { WizardTypeStep } from './wizard-type-step';

export const WIZARD_CLOSE_CONFIRM = 'Are you sure? You will lose all the filled info.';

const CLOSE_QUESTION: LeaveQuestion = {
  title: WIZARD_CLOSE_CONFIRM,
  okText: 'Yes, close',
  cancelText: 'Keep editing',
};

interface WizardProps {
  storeId: string;
  plan: Plan;
  currency: string;
  /** Quick-add: no type step, every template on offer. */
  quick: boolean;
  onDone: () => void;
  /** Says whether the host has filled in anything yet (a type, a template, a field). */
  onFilledChange: (filled: boolean) => void;
  /** Says whether the product is being created. */
  onSavingChange: (saving: boolean) => void;
}

function WizardContent({
  storeId,
  plan,
  currency,
  quick,
  onDone,
  onFilledChange,
  onSavingChange,
}: WizardProps) {
  const { message, modal } = App.useApp();
  const screens = Grid.useBreakpoint();
  const formId = useId();
  const steps = wizardSteps(quick);
  const [step, setStep] = useState<WizardStep>(steps[0]!);
  const [templateKey, setTemplateKey] = useState<string | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);
  const form = useProductForm(() => blankProductValues(), { plan });
  const blank = useMemo(() => JSON.stringify(blankProductValues()), []);
  const filled = templateKey != null || JSON.stringify(form.values) !== blank;
  const create = useCreateProduct(storeId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { subcategory } = form.values;
  const index = steps.indexOf(step);
  const previous = previousWizardStep(step, { quick, subcategory });

  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  useEffect(() => onFilledChange(filled), [filled, onFilledChange]);
  useEffect(() => () => onFilledChange(false), [onFilledChange]);
  useEffect(() => onSavingChange(create.isPending), [create.isPending, onSavingChange]);
  useEffect(() => () => onSavingChange(false), [onSavingChange]);

  const goTo = (next: WizardStep) => {
    setStepError(null);
    setStep(next);
  };

  /** Spec section 4: a new type clears the chosen template. */
  const chooseType = (next: Subcategory) => {
    setStepError(null);
    if (next === subcategory) return;
    setTemplateKey(null);
    form.reset(blankProductValues(next));
  };

  const chooseTemplate = (template: ProductTemplate | null) => {
    const key = template?.key ?? SCRATCH;
    if (key !== templateKey) {
      setTemplateKey(key);
      form.reset(
        template
          ? valuesFromTemplate(template)
          : {
              ...blankProductValues(quick ? '' : subcategory),
              custom_subcategory: form.values.custom_subcategory,
            },
      );
    }
    goTo('details');
  };

  /** Quick mode from scratch: the type picked on the details step brings its defaults. */
  const chooseQuickType = (next: Subcategory) => {
    if (templateKey !== SCRATCH) {
      form.setField('subcategory', next);
      return;
    }
    form.update(
      (current) => {
        const defaults = blankProductValues(next);
        return {
          ...current,
          subcategory: next,
          availability: defaults.availability,
          preorder_by: defaults.preorder_by,
          has_quantity: defaults.has_quantity,
          quantity: defaults.quantity,
        };
      },
      ['subcategory'],
    );
  };

  const next = () => {
    if (step === 'type') {
      if (!subcategory) {
        setStepError('Choose a type to continue.');
        return;
      }
      goTo(nextWizardStep('type', { subcategory })!);
      return;
    }
    if (step === 'template') {
      if (!templateKey) {
        setStepError('Pick a template or start from scratch.');
        return;
      }
      goTo('details');
      return;
    }
    if (step === 'details') {
      const errors = form.reveal(['description']);
      if (Object.keys(errors).length) {
        setStepError('Some fields need your attention.');
        return;
      }
      goTo('manage');
    }
  };

  const createProduct = async (massCreate: boolean) => {
    try {
      const product = await create.mutateAsync({
        ...toProductPayload(form.values),
        store_id: storeId,
        mass_create: massCreate,
      });
      if (!massCreate) void message.success('Product successfully created!');
      else if (product.product_group_id) {
        void message.success('Product successfully created and tile added to all stores!');
      } else {
        void message.warning(
          'Product successfully created, but tile cannot be added to all stores because it is already in all stores.',
        );
      }
      onDone();
    } catch (error) {
      const { toasts, fields } = describeSaveError(error);
      form.setServerErrors(fields);
      for (const text of toasts) void message.error(text);
      if (Object.keys(fields).some((path) => sectionOf(path) === 'description')) goTo('details');
    }
  };

  const save = (massCreate: boolean) => {
    const errors = form.reveal(['description', 'settings']);
    const paths = Object.keys(errors);
    if (paths.length) {
      setStepError('Some fields need your attention.');
      if (paths.some((path) => sectionOf(path) === 'description')) setStep('details');
      return;
    }
    setStepError(null);
    if (!massCreate) {
      void createProduct(false);
      return;
    }
    modal.confirm({
      title: 'Save and add tile to all stores?',
      content: 'The product will be added to this store and to every other store of yours.',
      okText: 'Save and add tile to all stores',
      cancelText: 'Cancel',
      onOk: () => createProduct(true),
    });
  };

  const stepTitle = WIZARD_STEP_TITLES[step];

  return (
    <ProductFormProvider value={{ form, formId, plan, currency }}>
      {screens.md ? (
        <Steps
          size="small"
          current={index}
          items={wizardStepItems(step, { quick, subcategory })}
          style={{ marginBottom: 20 }}
        />
      ) : null}
      <h2
        ref={headingRef}
        tabIndex={-1}
        style={{ fontSize: 18, fontWeight: 600, margin: '0 0 12px', outline: 'none' }}
      >
        <Typography.Text
          type="secondary"
          style={{ fontSize: 13, display: 'block', fontWeight: 400 }}
        >
          Step {index + 1} of {steps.length}
        </Typography.Text>
        {stepTitle}
      </h2>
      <div style={{ minHeight: 240 }}>
        {step === 'type' ? (
          <WizardTypeStep
            plan={plan}
            value={subcategory}
            customName={form.values.custom_subcategory}
            customNameId={`${formId}-custom-type`}
            onChange={chooseType}
            onCustomNameChange={(name) => form.setField('custom_subcategory', name)}
          />
        ) : null}
        {step === 'template' ? (
          <WizardTemplateStep
            subcategory={subcategory}
            quick={quick}
            plan={plan}
            currency={currency}
            selected={templateKey}
            onSelect={chooseTemplate}
          />
        ) : null}
        {step === 'details' || step === 'manage' ? (
          <Form layout="vertical" component="div" requiredMark="optional">
            {step === 'details' ? (
              <DetailsFields withSubcategory={quick} onSubcategorySelect={chooseQuickType} />
            ) : (
              <SettingsFields />
            )}
          </Form>
        ) : null}
      </div>
      {stepError ? (
        <Typography.Paragraph type="danger" role="alert" style={{ margin: '12px 0 0' }}>
          {stepError}
        </Typography.Paragraph>
      ) : null}
      <Flex justify="space-between" gap={8} wrap style={{ marginTop: 20 }}>
        {previous ? <Button onClick={() => goTo(previous)}>Back</Button> : <span />}
        {step === 'manage' ? (
          <Flex gap={8} wrap justify="flex-end">
            <Button disabled={create.isPending} onClick={() => save(true)}>
              Save and add tile to all stores
            </Button>
            <Button type="primary" loading={create.isPending} onClick={() => save(false)}>
              Save to store
            </Button>
          </Flex>
        ) : step === 'template' ? null : (
          <Button type="primary" onClick={next}>
            Next
          </Button>
        )}
      </Flex>
    </ProductFormProvider>
  );
}

interface NewProductWizardProps extends Omit<
  WizardProps,
  'onDone' | 'onFilledChange' | 'onSavingChange'
> {
  open: boolean;
  onClose: () => void;
}

/** The new product wizard: type, template, what guests read, how it is sold. */
export function NewProductWizard({ open, onClose, ...props }: NewProductWizardProps) {
  const { modal } = App.useApp();
  const [filled, setFilled] = useState(false);
  const [saving, setSaving] = useState(false);
  // Spec: closing asks first; Back and a reload ask too once something is filled in.
  const close = useWizardHistoryEntry({ open, filled, question: CLOSE_QUESTION, onClose });
  const requestClose = () => {
    modal.confirm({ ...CLOSE_QUESTION, onOk: close });
  };
  return (
    <Modal
      open={open}
      title={props.quick ? 'Quick-add a product' : 'Add a product'}
      onCancel={requestClose}
      footer={null}
      width={840}
      destroyOnHidden
      mask={{ closable: false }}
      // A product being created cannot be closed away: the save would still land after
      // "Yes, close", so the host waits for the real outcome.
      closable={{ disabled: saving }}
      keyboard={!saving}
    >
      {open ? (
        <WizardContent
          {...props}
          onDone={close}
          onFilledChange={setFilled}
          onSavingChange={setSaving}
        />
      ) : null}
    </Modal>
  );
}
