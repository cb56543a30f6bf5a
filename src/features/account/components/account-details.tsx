import styled, { keyframes } from 'styled-components';
import { LoadError } from '@/components/layout/load-error';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { useProfile } from '../hooks/use-profile';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';
import { media } from '@/theme/tokens';

/** The account page body: loads /usuario/dados, then the profile and password forms. */
export function AccountDetails() {
  const { state, retry } = useProfile();

  if (state.status === 'loading') return <ProfileSkeleton />;
  if (state.status === 'error') {
    return <LoadError what="carregar seus dados" message={state.message} onRetry={retry} />;
  }
  return (
    <Stack>
      <ProfileForm user={state.user} />
      <ChangePasswordForm />
    </Stack>
  );
}

/** Grey blocks shaped like the form, so the page does not jump when the data arrives. */
function ProfileSkeleton() {
  return (
    <SkeletonGrid role="status" aria-busy="true" aria-label="Carregando seus dados">
      <VisuallyHidden>Carregando seus dados</VisuallyHidden>
      {Array.from({ length: 8 }, (_, i) => (
        <Bone key={i} aria-hidden="true" />
      ))}
    </SkeletonGrid>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-xl);
`;

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

const SkeletonGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-md);

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Bone = styled.span`
  display: block;
  height: var(--space-xxl);
  border-radius: var(--radius-sm);
  background: var(--color-grey-100);
  animation: ${pulse} 1.2s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
