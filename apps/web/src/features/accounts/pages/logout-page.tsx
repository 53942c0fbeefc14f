import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { notifySuccess } from '../../../lib/notify';
import { getSession } from '../../../lib/session';
import { logOut } from '../api/log-out';

export default function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    const hadSession = getSession().token !== null;
    void logOut().then(() => {
      if (hadSession) notifySuccess(t('logout.title'), t('logout.description'));
      navigate('/', { replace: true });
    });
  }, [navigate, t]);

  return <Spinner />;
}
