import { Link } from 'react-router';
import { Page } from '../../../components/page';
import { useSiteName } from '../../../components/use-site-name';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';

/**
 * How to stay safe: never send money, meet with the family, talk here first, report and block. Public,
 * in the reader's language; a message's warning links here.
 */
export default function SafetyPage() {
  const { t } = useTranslation();
  const site = useSiteName();
  const { token, claims } = useSession();
  const sections = t('safety.sections', { returnObjects: true, site });
  return (
    <Page title={t('safety.title')}>
      <div className="prose">
        <p>{t('safety.intro', { site })}</p>
        {sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
      {token && claims?.role !== 'ADMIN' && (
        <Link className="button" to="/conversations">
          {t('safety.messages')}
        </Link>
      )}
    </Page>
  );
}
