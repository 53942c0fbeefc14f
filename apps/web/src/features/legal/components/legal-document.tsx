import { Page } from '../../../components/page';
import { useTranslation } from '../../../i18n/use-translation';

/** Terms and privacy share one shape in the catalogue: a title and sections of paragraphs. */
export function LegalDocument({ document }: { document: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  const sections = t(`legal.${document}.sections`, { returnObjects: true });
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
