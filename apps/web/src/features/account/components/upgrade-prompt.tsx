import { Alert } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** A plan-gated feature: what it needs and the way to /pricing/. */
export function UpgradePrompt({ title }: { title: string }) {
  return (
    <Alert
      type="info"
      showIcon
      title={title}
      action={<Link to={paths.pricing}>See plans</Link>}
      style={{ marginBottom: 16 }}
    />
  );
}
