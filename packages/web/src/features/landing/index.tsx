import { SiteFooter } from '../../components/layout/site-footer';
import { SiteHeader } from '../../components/layout/site-header';
import { CallToAction } from './components/call-to-action';
import { DemoSection } from './components/demo-section';
import { ExportMock } from './components/export-mock';
import { FeaturesSection } from './components/features-section';
import { Hero } from './components/hero';
import { StepsSection } from './components/steps-section';
import { Testimonials } from './components/testimonials';
import { WinningSection } from './components/winning-section';
import { useLandingParams } from './hooks/use-landing-params';
import { useLaunch } from './hooks/use-launch';

/** The landing page (/). */
export function LandingPage() {
  const launch = useLaunch();
  useLandingParams();
  return (
    <>
      <SiteHeader onDashboard={() => launch('dashboard')} />
      <main>
        <Hero onLaunch={launch} />
        <FeaturesSection />
        <DemoSection />
        <StepsSection />
        <ExportMock />
        <WinningSection />
        <Testimonials />
        <CallToAction onLaunch={() => launch('cta')} />
      </main>
      <SiteFooter onLaunch={() => launch('cta')} />
    </>
  );
}
