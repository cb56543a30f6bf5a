import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { SOCIAL_LINKS } from './contact';
import { IconLink, IconList } from './footer.styles';

/** Simplified glyphs (not the networks' trademarks), drawn in currentColor. */
const ICONS = {
  whatsapp: (
    <path d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Zm0 2a7 7 0 1 1-3.6 13l-.3-.2-2.7.7.7-2.6-.2-.3A7 7 0 0 1 12 5Zm-3 3.5c-.3 0-.7.1-.9.5-.3.4-.8 1-.8 2.2s.9 2.5 1 2.7c.2.2 1.8 2.8 4.4 3.8 2.1.8 2.6.7 3 .6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.1-1.2l-.4-.3-1.8-.9c-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6 6 0 0 1-3-2.6c-.2-.4.2-.4.6-1.2.1-.2 0-.3 0-.5l-.8-1.9c-.2-.5-.4-.4-.6-.4H9Z" />
  ),
  instagram: (
    <path d="M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3H8Zm4 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm4.5-3.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z" />
  ),
  facebook: (
    <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4A20 20 0 0 0 14.3 4c-2.2 0-3.8 1.4-3.8 3.9v2.6H8v3h2.5V21h3Z" />
  ),
  youtube: (
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z" />
  ),
} as const;

const NETWORKS = [
  { key: 'whatsapp', name: 'WhatsApp' },
  { key: 'instagram', name: 'Instagram' },
  { key: 'facebook', name: 'Facebook' },
  { key: 'youtube', name: 'YouTube' },
] as const;

export function SocialLinks() {
  return (
    <IconList>
      {NETWORKS.map(({ key, name }) => (
        <li key={key}>
          <IconLink href={SOCIAL_LINKS[key]} target="_blank" rel="noopener noreferrer">
            <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true">
              {ICONS[key]}
            </svg>
            <VisuallyHidden>{`${name} (abre em nova aba)`}</VisuallyHidden>
          </IconLink>
        </li>
      ))}
    </IconList>
  );
}
