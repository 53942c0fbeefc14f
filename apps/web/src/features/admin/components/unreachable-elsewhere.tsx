import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useDashboard } from '../api/use-dashboard';

/**
 * On the members' reports page: reports of numbers that did not answer are not there but in a
 * queue of their own, with how many of them wait.
 */
export function UnreachableElsewhere() {
  const { t } = useTranslation();
  const waiting = useDashboard().data?.unreachable_waiting;
  return (
    <p className="admin-unreachable-elsewhere">
      {t('admin.unreachable.elsewhere')}{' '}
      {waiting !== undefined && <>{t('admin.unreachable.open', { count: waiting })} </>}
      <Link className="admin-unreachable__link" to="/admin/unreachable?status=open">
        {t('admin.unreachable.openQueue')}
      </Link>
    </p>
  );
}
