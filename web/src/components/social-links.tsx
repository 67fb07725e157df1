/**
 * The college's pages elsewhere (Facebook, X, YouTube, ...), as icons named for screen readers and voice
 * control: only the networks the admin set; nothing at all when none is set.
 */
import type { ReactElement, ReactNode, SVGProps } from 'react';
import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS, type SocialNetwork } from '@contract/college-defaults';
import { useCollege } from '../lib/college';

type Icon = (props: SVGProps<SVGSVGElement>) => ReactElement;

const svg = (children: ReactNode): Icon =>
  function SocialIcon(props) {
    return (
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
        {children}
      </svg>
    );
  };

// Plain shapes in the spirit of each network's mark: no brand font or third-party script.
const ICONS: Record<SocialNetwork, Icon> = {
  facebook: svg(
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.1H7.7v3h2.6V21z" />,
  ),
  x: svg(<path d="M4 3.5h4.6l4 5.6 4.8-5.6h2.1l-5.9 6.9 6.8 9.6h-4.6l-4.3-6-5.2 6H4.2l6.4-7.3z" />),
  youtube: svg(
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z" />,
  ),
  instagram: svg(
    <path d="M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2zM17 5.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM16.5 2h-9A5.5 5.5 0 0 0 2 7.5v9A5.5 5.5 0 0 0 7.5 22h9a5.5 5.5 0 0 0 5.5-5.5v-9A5.5 5.5 0 0 0 16.5 2zm3.8 14.5a3.8 3.8 0 0 1-3.8 3.8h-9a3.8 3.8 0 0 1-3.8-3.8v-9a3.8 3.8 0 0 1 3.8-3.8h9a3.8 3.8 0 0 1 3.8 3.8z" />,
  ),
  linkedin: svg(
    <path d="M4.5 3a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM3 8.5h3V21H3zm5.5 0h2.9v1.7c.4-.8 1.5-2 3.4-2 3.2 0 3.7 2.1 3.7 4.8V21h-3v-7c0-1.5-.3-2.7-1.8-2.7s-2.2 1.1-2.2 2.6V21h-3z" />,
  ),
  whatsapp: svg(
    <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3z" />,
  ),
};

/** The networks the college set, in the one order. */
export function useSocialLinks(): { network: SocialNetwork; name: string; href: string }[] {
  const { social } = useCollege();
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = social[network];
    return href ? [{ network, name: SOCIAL_NETWORK_NAMES[network], href }] : [];
  });
}

/** A row of icon links; renders nothing when the college set none, so no empty heading is left behind. */
export function SocialLinks({ label, linkClass }: { label: string; linkClass: string }) {
  const links = useSocialLinks();
  if (links.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {links.map(({ network, name, href }) => {
        const Icon = ICONS[network];
        return (
          <li key={network}>
            <a
              href={href}
              aria-label={name}
              title={name}
              rel="noopener noreferrer"
              target="_blank"
              className={`inline-flex size-11 items-center justify-center rounded-full ${linkClass}`}
            >
              <Icon className="size-5" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
