import { links } from '@/config/links';

const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The project's notices, as the specification lists them. */
export const FOOTER_NOTICES = [
  'The Bear character trademarks are under application approval.',
  'The storylines and copy are protected by international copyright.',
  'Innovation patent granted.',
  'Design registration granted.',
] as const;

export function Footer() {
  return (
    <footer className="site-footer">
      <nav aria-label="Project sites" className="site-footer__links">
        <a href={links.groupHome} {...EXTERNAL}>
          Group home<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <a href={links.technologiesHome} {...EXTERNAL}>
          Technologies<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <a href={links.docs} {...EXTERNAL}>
          Documentation<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </nav>
      <ul className="site-footer__notices" aria-label="Notices">
        {FOOTER_NOTICES.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
    </footer>
  );
}
