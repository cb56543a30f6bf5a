import { Icon } from '@/components/ui/icon';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { SOCIAL_LINKS } from './contact';
import { IconLink, IconList } from './footer.styles';

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
            <Icon name={key} size={24} />
            <VisuallyHidden>{`${name} (abre em nova aba)`}</VisuallyHidden>
          </IconLink>
        </li>
      ))}
    </IconList>
  );
}
