import { Button, Modal, Typography } from 'antd';
import { INTRO_PARTNERS, PARTNER_LABEL, type IntroPartner } from '@stayfront/core';
import { useAppConfig } from '@/lib/app-config';

export const isIntroPartner = (value: string | null): value is IntroPartner =>
  value !== null && (INTRO_PARTNERS as readonly string[]).includes(value);

const SETTINGS_HINT: Record<IntroPartner, string> = {
  ownerrez: 'Add the store link to your OwnerRez message templates so every guest gets it.',
  hospitable: 'Add the store link to your Hospitable automated messages.',
  guesty: 'Add the store link to your Guesty automated messages or guest app.',
  guesty_lite: 'Add the store link to your Guesty Lite automated messages.',
  hostaway: 'Add the store link to your Hostaway message templates.',
  lodgify: 'Add the store link to your Lodgify automated e-mails.',
};

/** After an import, what came over, how sync works and what to do next (spec: stores list). */
export function PartnerIntroModal({
  partner,
  onClose,
}: {
  partner: IntroPartner;
  onClose: () => void;
}) {
  const { brandName } = useAppConfig();
  const label = PARTNER_LABEL[partner];
  return (
    <Modal
      open
      title={`Your ${label} properties are in ${brandName}`}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Got it
        </Button>
      }
    >
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        What was imported
      </Typography.Title>
      <Typography.Paragraph>
        Each listing you chose is now a store with its name, address, description and photo from{' '}
        {label}. Listings you linked kept their store and its products.
      </Typography.Paragraph>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        How sync works
      </Typography.Title>
      <Typography.Paragraph>
        Every day we bring over changes to the name, address and photo of each linked listing. Your
        products, prices and store settings stay as you set them here.
      </Typography.Paragraph>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        What to do next
      </Typography.Title>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        Add products to each store, then share its link with your guests. {SETTINGS_HINT[partner]}
      </Typography.Paragraph>
    </Modal>
  );
}
