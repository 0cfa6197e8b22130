import { OFFER_LIMITS, offerMessages, ZOfferSchema, type TOfferInput } from '@stayfront/core';
import { App, Form, Input, Modal } from 'antd';
import { ImageUpload } from '@/components/image-upload/image-upload';
import { checkWithSchema } from '@/lib/schema-errors';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { useSaveOffer } from '../api/offers';
import type { Offer } from '../types';

const FIELDS = ['title', 'text', 'link', 'image'] as const;
const EMPTY: TOfferInput = { title: '', text: '', link: '', image: null };

function OfferForm({ offer, onClose }: { offer: Offer | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<TOfferInput>();
  const save = useSaveOffer();

  const submit = async () => {
    const values = { ...EMPTY, ...form.getFieldsValue(true) } as TOfferInput;
    if (!checkWithSchema(form, ZOfferSchema, values)) return;
    try {
      await save.mutateAsync({ ...values, id: offer?.id });
      void message.success(offer ? offerMessages.updated : offerMessages.created);
      onClose();
    } catch (error) {
      if (isApiError(error)) {
        for (const text of applyFieldErrors(form, error, FIELDS)) void message.error(text);
      } else void message.error(getErrorMessage(error));
    }
  };

  return (
    <Modal
      open
      title={offer ? `Edit ${offer.title}` : 'Add an offer'}
      okText={offer ? 'Save changes' : 'Add offer'}
      cancelText="Cancel"
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<TOfferInput>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={offer ?? EMPTY}
        onFinish={() => void submit()}
      >
        <Form.Item name="title" label="Title" required>
          <Input maxLength={OFFER_LIMITS.title} />
        </Form.Item>
        <Form.Item name="text" label="Text" required>
          <Input.TextArea rows={4} maxLength={OFFER_LIMITS.text} showCount />
        </Form.Item>
        <Form.Item
          name="link"
          label="Link"
          required
          extra="Where hosts claim the offer (http:// or https://)."
        >
          <Input type="url" maxLength={OFFER_LIMITS.link} />
        </Form.Item>
        <Form.Item name="image" label="Image">
          <ImageUpload aspect={16 / 9} label="Offer image" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface OfferFormModalProps {
  /** The offer to edit; null to add one; undefined when closed. */
  offer: Offer | null | undefined;
  onClose: () => void;
}

/** Add or edit a partner perk (support). */
export function OfferFormModal({ offer, onClose }: OfferFormModalProps) {
  if (offer === undefined) return null;
  return <OfferForm key={offer?.id ?? 'new'} offer={offer} onClose={onClose} />;
}
