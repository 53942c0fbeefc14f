import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { notifySuccess } from '../../../lib/notify';
import { endSession, getSession } from '../../../lib/session';

export default function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    if (getSession().token) {
      endSession();
      notifySuccess(t('logout.title'), t('logout.description'));
    }
    navigate('/', { replace: true });
  }, [navigate, t]);

  return <Spinner />;
}
