import { Alert } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Spec section 6: store-level assignment and the split calculator need Pro Plus. */
export function UpgradeToProPlus() {
  return (
    <Alert
      type="info"
      showIcon
      title="Upgrade to Pro Plus to choose a payout method for each store and to use the split calculator."
      action={<Link to={paths.pricing}>See plans</Link>}
    />
  );
}
