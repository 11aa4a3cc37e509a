import { LandingPage } from '@/features/access/components/landing-page';

export function Component() {
  return <LandingPage />;
}
