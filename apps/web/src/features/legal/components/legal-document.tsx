import { Page } from '../../../components/page';
import { useSiteName } from '../../../components/use-site-name';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * Terms and privacy share one shape in the catalogue: a title and sections of paragraphs, which
 * name the site the reader is on.
 */
export function LegalDocument({ document }: { document: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  const site = useSiteName();
  const sections = t(`legal.${document}.sections`, { returnObjects: true, site });
  return (
    <Page title={t(`legal.${document}.title`)}>
      <div className="prose">
        {sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
    </Page>
  );
}
